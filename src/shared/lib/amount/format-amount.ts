// Big amounts and counts read in 万 / 亿 with one decimal (docs/product-rules.md "Team and player
// pages"): below 10 000 the whole number; a value that rounds up to 10000.0万 reads 1.0亿.

const WAN = 10_000;
const YI = 100_000_000;

/** 9 999 → "9999", 12 345 → "1.2万", 99 999 → "10.0万", 250 000 000 → "2.5亿"; negatives keep their sign; a non-number reads "0". */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (abs < WAN) return sign + String(Math.round(abs));
  const wan = Math.round((abs / WAN) * 10) / 10;
  if (abs < YI && wan < WAN) return `${sign}${wan.toFixed(1)}万`;
  return `${sign}${(Math.round((abs / YI) * 10) / 10).toFixed(1)}亿`;
}

/**
 * A count with thousands separators, as zh-CN writes it (12,345). Not toLocaleString: a page's
 * first Intl number format loads ICU's locale data, 6–14 ms on a desktop.
 */
export const formatCount = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
