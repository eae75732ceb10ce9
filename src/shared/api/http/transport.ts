// One HTTP exchange: build the request, send it with the contract's headers and timeout, read
// the body. Returns failures as values and has no side effects, so the token refresh can reuse
// it without toasts.
import { failure, HTTP_MESSAGES, type ApiFailure } from "./api-result";
import { httpConfig } from "./client-config";
import { buildRequestHeaders } from "./request-headers";

export type HttpMethod = "POST" | "GET";

export type OutgoingBody = { kind: "json"; value: unknown } | { kind: "form"; value: FormData };

export interface OutgoingRequest {
  path: string;
  method: HttpMethod;
  body: OutgoingBody;
  /** Sent as `Authorization: Bearer …` when set. */
  bearer: string | null;
  signal?: AbortSignal | undefined;
}

export type Received<B> = { ok: true; body: B } | ApiFailure;

function buildUrl(path: string, baseUrl: string): URL {
  // A relative base (the embedded sim's /api) resolves against the page; outside a page it throws,
  // which is a setup failure like any other bad URL.
  return new URL(baseUrl + path, globalThis.location?.href);
}

// GET calls carry their parameters in the query string.
function appendQuery(url: URL, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) throw new TypeError("GET parameters must be an object");
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one !== undefined && one !== null) url.searchParams.append(key, String(one));
    }
  }
}

function buildInit(request: OutgoingRequest, url: URL): RequestInit {
  const { body, method } = request;
  let payload: BodyInit | undefined;
  if (body.kind === "form") {
    payload = body.value;
  } else if (method === "GET") {
    appendQuery(url, body.value);
  } else {
    // Calls "without payload" still send {} so JSON servers always get a body to parse.
    const text = JSON.stringify(body.value ?? {}) as string | undefined;
    if (text === undefined) throw new TypeError("request body is not JSON-serializable");
    payload = text;
  }
  return {
    method,
    credentials: "include",
    headers: buildRequestHeaders({ bearer: request.bearer, json: typeof payload === "string" }),
    body: payload ?? null,
  };
}

export async function send<B>(request: OutgoingRequest, read: (response: Response) => Promise<B>): Promise<Received<B>> {
  const config = httpConfig();
  const { signal } = request;
  let url: URL;
  let init: RequestInit;
  try {
    url = buildUrl(request.path, config.baseUrl);
    init = buildInit(request, url);
  } catch (cause) {
    return failure("setup", HTTP_MESSAGES.setupFailed, { cause });
  }
  if (signal?.aborted) return failure("aborted", "aborted", { cause: signal.reason });

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });
  try {
    // The timer also covers reading the body: a reply that stalls midway still times out.
    const response = await config.fetch(url.href, { ...init, signal: controller.signal });
    if (!response.ok) {
      return failure("transport", HTTP_MESSAGES.serverUnavailable(response.status), { status: response.status, cause: response.statusText });
    }
    return { ok: true, body: await read(response) };
  } catch (cause) {
    if (timedOut) return failure("timeout", HTTP_MESSAGES.timeout, { cause });
    if (signal?.aborted) return failure("aborted", "aborted", { cause });
    return failure("transport", HTTP_MESSAGES.networkFailed, { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

export const readText = (response: Response): Promise<string> => response.text();

export const readBytes = async (response: Response): Promise<Uint8Array> =>
  new Uint8Array(await response.arrayBuffer());
