// The hover card's 技术统计 bars: stat types 2, 3, 4, 8, 21, 22, 23, 24, 25 as home-vs-away shares.
import type { MatchStat } from "../api/match-incidents-request";
import { clampPercent } from "@/shared/lib/percent";

/** Display order: play first, then set pieces and cards. */
export const STAT_ROWS: ReadonlyArray<{ type: number; label: string }> = [
  { type: 23, label: "进攻" },
  { type: 24, label: "危险进攻" },
  { type: 25, label: "控球率" },
  { type: 21, label: "射正" },
  { type: 22, label: "射偏" },
  { type: 2, label: "角球" },
  { type: 8, label: "点球" },
  { type: 3, label: "黄牌" },
  { type: 4, label: "红牌" },
];

const POSSESSION = 25;

export interface StatBar {
  type: number;
  label: string;
  homeText: string;
  awayText: string;
  /** Each side's share of the total, 0–100 (both 0 when nothing happened). */
  homePercent: number;
  awayPercent: number;
}

export function buildStatBars(stats: readonly MatchStat[]): StatBar[] {
  const byType = new Map(stats.map((s) => [s.type, s]));
  const bars: StatBar[] = [];
  for (const { type, label } of STAT_ROWS) {
    const stat = byType.get(type);
    if (!stat) continue;
    const home = Math.max(0, stat.home);
    const away = Math.max(0, stat.away);
    const total = home + away;
    const unit = type === POSSESSION ? "%" : "";
    bars.push({
      type,
      label,
      homeText: `${type === POSSESSION ? clampPercent(home) : home}${unit}`,
      awayText: `${type === POSSESSION ? clampPercent(away) : away}${unit}`,
      homePercent: total > 0 ? clampPercent((home / total) * 100) : 0,
      awayPercent: total > 0 ? clampPercent((away / total) * 100) : 0,
    });
  }
  return bars;
}
