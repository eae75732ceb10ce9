// Public API of the HTTP client (shared/api/http).
export { apiRequest, apiUpload } from "./http-client";
export type { ApiRequestOptions, CallOptions } from "./http-client";
export { apiBinaryRequest } from "./binary-request";
export type { BinaryDecoder } from "./binary-request";
export { HTTP_MESSAGES, REPLY_CODES } from "./api-result";
export type { ApiFailure, ApiFailureReason, ApiResult, ApiSuccess } from "./api-result";
export { configureHttpClient, resetHttpClientConfig, REQUEST_TIMEOUT_MS } from "./client-config";
export type { HttpClientConfig, NotifyLevel } from "./client-config";
export { decryptPayload, encryptPayload, PayloadDecryptError } from "./payload-cipher";
export type { PayloadDecryptFailure } from "./payload-cipher";
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_INFO_KEY,
  clearSessionTokens,
  clearStoredSession,
  getAccessToken,
  getRefreshToken,
  setSessionTokens,
} from "./session-tokens";
export type { SessionTokens } from "./session-tokens";
export { getWebId } from "./request-headers";
export { envelopeSchema, idSchema, listOf, noDataSchema, paged } from "./base-schemas";
export type { Envelope, Paged } from "./base-schemas";
