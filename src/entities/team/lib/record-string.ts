// Team records on the wire are strings "win-loss-flat" (docs/api-calls.md "Data library: teams and
// players", TeamRecord): 胜平负, 亚盘 赢输走, 大小 大小走, 单双.

/** "win-loss-flat" → its three counts; anything else reads zeros. */
export function parseRecord(record: string): { win: number; loss: number; flat: number } {
  const parts = record.split("-").map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0)) return { win: 0, loss: 0, flat: 0 };
  const [win, loss, flat] = parts as [number, number, number];
  return { win, loss, flat };
}
