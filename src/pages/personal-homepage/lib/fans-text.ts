// Fans counts: as they are below 10 000, then in 万 with one decimal (12 345 → 1.2万).
export function fansText(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 10_000) return String(n);
  const wan = Math.floor(n / 1_000) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万`;
}
