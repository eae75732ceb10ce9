// Test-only helpers (never imported by app code).
export { createApiMock, fail, ok, MOCK_API_BASE, type ApiMock, type MockCall, type MockReply } from "./api-mock";
