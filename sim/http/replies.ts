// Envelope replies of every JSON route: success (data encrypted under the backend's payload key)
// with an optional message the client shows (feedback, complaint, close stream), and errors from
// account-errors.ts.
import type { ApiError } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { errorReply, okReply } from "./envelope";
import { jsonResponse, type SimResponse } from "./sim-request";

export function ok(backend: SimBackend, data: unknown, msg?: string): SimResponse {
  const reply = okReply(data, backend.payloadKey);
  return jsonResponse(msg === undefined ? reply : { ...reply, msg });
}

export function fail(error: ApiError): SimResponse {
  return jsonResponse(errorReply(error.code, error.msg));
}
