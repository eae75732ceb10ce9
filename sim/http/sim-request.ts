// Transport-free request/response shapes, so the Vite host (node http) and the MSW handlers
// (Vitest) drive the very same route code.
export interface SimRequest {
  method: string;
  /** Path below the API prefix, e.g. "/v1/football/realtimeMatch_b". */
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON body, or the raw FormData for multipart uploads. */
  body: unknown;
}

export interface SimResponse {
  status: number;
  contentType: string;
  body: string | Uint8Array;
}

export const jsonResponse = (value: unknown, status = 200): SimResponse => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(value),
});

export const binaryResponse = (bytes: Uint8Array): SimResponse => ({
  status: 200,
  contentType: "application/x-protobuf",
  body: bytes,
});

export const svgResponse = (svg: string): SimResponse => ({
  status: 200,
  contentType: "image/svg+xml; charset=utf-8",
  body: svg,
});

export const pngResponse = (png: Uint8Array): SimResponse => ({
  status: 200,
  contentType: "image/png",
  body: png,
});

export const textResponse = (status: number, text: string): SimResponse => ({
  status,
  contentType: "text/plain; charset=utf-8",
  body: text,
});

export const htmlResponse = (html: string): SimResponse => ({
  status: 200,
  contentType: "text/html; charset=utf-8",
  body: html,
});
