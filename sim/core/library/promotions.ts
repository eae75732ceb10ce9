// Promotion zones by final position (docs/api-calls.md "Data library: competitions"): the colour
// marks a table shows beside the position, and the legend's names.
import type { SimCompetition } from "../model";

export interface SimPromotion {
  id: number;
  color: string;
  nameZh: string;
}

export const PROMOTIONS = {
  champions: { id: 1, color: "#2F80ED", nameZh: "冠军联赛" },
  continental: { id: 2, color: "#27AE60", nameZh: "洲际联盟杯" },
  relegationPlayoff: { id: 3, color: "#F2994A", nameZh: "降级附加赛" },
  relegation: { id: 4, color: "#EB5757", nameZh: "降级" },
  knockout: { id: 5, color: "#2F80ED", nameZh: "晋级淘汰赛" },
  playoffs: { id: 11, color: "#2F80ED", nameZh: "季后赛" },
  playIn: { id: 12, color: "#F2C94C", nameZh: "附加赛" },
} as const satisfies Record<string, SimPromotion>;

/** The zone of a position (1-based) in a table of `size` teams; null in mid-table. */
export function promotionOf(competition: Pick<SimCompetition, "sport" | "isCup">, position: number, size: number): SimPromotion | null {
  if (competition.isCup) return position <= 2 ? PROMOTIONS.knockout : null;
  if (competition.sport === "basketball") {
    if (size >= 12) return position <= 6 ? PROMOTIONS.playoffs : position <= 10 ? PROMOTIONS.playIn : null;
    // The bracket's field: the largest power of two within the top half (docs/api-calls.md "Brackets").
    return position <= Math.min(8, 2 ** Math.max(1, Math.floor(Math.log2(Math.max(2, size / 2))))) ? PROMOTIONS.playoffs : null;
  }
  const top = size >= 16 ? 4 : 2;
  const next = size >= 16 ? 2 : 1;
  const down = size >= 16 ? 3 : size >= 12 ? 2 : 1;
  if (position <= top) return PROMOTIONS.champions;
  if (position <= top + next) return PROMOTIONS.continental;
  if (position > size - down) return PROMOTIONS.relegation;
  if (size >= 16 && position === size - down) return PROMOTIONS.relegationPlayoff;
  return null;
}
