// /forecastDetail?id={schemeId}: a positive integer, else nothing (the page says 方案不存在).
export function schemeIdOf(search: unknown): number | null {
  const raw = search && typeof search === "object" ? (search as Record<string, unknown>)["id"] : undefined;
  const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
