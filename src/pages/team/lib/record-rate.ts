// A team's win share as the record panel shows it (docs/product-rules.md "Team and player pages").
import { parseRecord } from "@/entities/team";

/** Win share of a record, rounded percent; "-" with no matches. */
export function recordRate(record: string): string {
  const { win, loss, flat } = parseRecord(record);
  const total = win + loss + flat;
  return total === 0 ? "-" : `${Math.round((win / total) * 100)}%`;
}
