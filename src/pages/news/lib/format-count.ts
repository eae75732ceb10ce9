// Amounts as the product writes them (docs/product-rules.md "News"): below 10 000 as they are,
// then 万 and 亿 with one decimal, rounded (99 999 → 10.0万, 99 999 500 → 1.0亿).
const WAN = 10_000;
const YI = 100_000_000;

export function formatCount(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  if (n < WAN) return String(n);
  const wan = Math.round(n / 1_000) / 10;
  if (n < YI && wan < 10_000) return `${wan.toFixed(1)}万`;
  return `${(Math.round(n / 10_000_000) / 10).toFixed(1)}亿`;
}
