// Reading fields out of a request body (parsed JSON, GET query parameters or FormData is not
// handled here). Lenient on representation — numbers may arrive as numeric strings from query
// strings — strict on meaning: anything else reads as undefined.

export function bodyField(body: unknown, key: string): unknown {
  return body && typeof body === "object" && !(body instanceof FormData) ? (body as Record<string, unknown>)[key] : undefined;
}

/** A string field; numbers are accepted and written out. */
export function stringField(body: unknown, key: string): string | undefined {
  const value = bodyField(body, key);
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
}

/** An integer field; numeric strings are accepted. */
export function intField(body: unknown, key: string): number | undefined {
  const value = bodyField(body, key);
  const parsed = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof parsed === "number" && Number.isInteger(parsed) ? parsed : undefined;
}

export function arrayField(body: unknown, key: string): unknown[] | undefined {
  const value = bodyField(body, key);
  return Array.isArray(value) ? value : undefined;
}

/** "86", "+86" or 86 → "86"; absent → "86"; anything not 1–4 digits → undefined. */
export function nationalCodeField(body: unknown, key = "nationalCode"): string | undefined {
  const raw = bodyField(body, key);
  if (raw === undefined || raw === null || raw === "") return "86";
  const text = String(raw).trim().replace(/^\+/, "");
  return /^\d{1,4}$/.test(text) ? text : undefined;
}

/** A phone number of 5–15 digits (the sendCode rule), else undefined. */
export function phoneField(body: unknown, key: string): string | undefined {
  const text = stringField(body, key)?.trim();
  return text !== undefined && /^\d{5,15}$/.test(text) ? text : undefined;
}
