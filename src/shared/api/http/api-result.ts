// What a caller gets back: expected failures are values, never exceptions, so UI code can
// branch on `ok` and TanStack Query wrappers decide for themselves whether to throw.

export type ApiFailureReason =
  | "setup" // the request could not be built (服务器异常)
  | "transport" // network failure or a non-2xx HTTP status
  | "timeout" // no reply within the timeout (请求超时)
  | "aborted" // the caller's signal cancelled the call; nothing is shown
  | "code" // the server answered with a non-zero code
  | "decrypt" // the payload did not decrypt or parse (数据解密失败)
  | "format" // the reply or payload failed its schema (数据格式错误)
  | "decode"; // a binary reply failed to decode (logged only)

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  /** The server's message (JSON calls); some flows show it on success (feedback, complaint). */
  msg?: string;
}

/** Codes whose toast a caller suppresses: a list, or "all" for every non-session code. */
export type SilentCodes = readonly number[] | "all";

export interface ApiFailure {
  ok: false;
  reason: ApiFailureReason;
  /** Text for the user (already shown as a toast unless the reason or code is silent). */
  message: string;
  /** Server code, when reason is "code". */
  code?: number;
  /** HTTP status, for non-2xx transport errors. */
  status?: number;
  /** The underlying error or zod issues, for logs. */
  cause?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** User-facing texts fixed by the contract (verbatim). */
export const HTTP_MESSAGES = {
  setupFailed: "服务器异常",
  timeout: "请求超时",
  decryptFailed: "数据解密失败",
  badFormat: "数据格式错误",
  rateLimited: "请求过于频繁，请稍后重试！",
  sessionExpired: "登录过期，请重新登录",
  // The contract shows a transport error's own message; the browser's is English ("Failed to
  // fetch", "Bad Gateway"), so the user reads these instead (decided); the original goes to the log.
  networkFailed: "网络连接失败，请检查网络后重试",
  serverUnavailable: (status: number) => `服务器繁忙，请稍后重试（HTTP ${status}）`,
} as const;

export function failure(reason: ApiFailureReason, message: string, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { ...extra, ok: false, reason, message };
}
