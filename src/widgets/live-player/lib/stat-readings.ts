// The player's football stats (docs/product-rules.md "Live player"): 射门 (types 21 + 22, shots on
// and off target), 角球 (2), 黄牌 (3), 红牌 (4) and 控球率 (25) as percentages; a stat the match
// has not reported is left out.
import { clampPercent } from "@/shared/lib/percent";

export interface Stat {
  type: number;
  home: number;
  away: number;
}

export interface StatReading {
  key: string;
  label: string;
  home: string;
  away: string;
}

const SHOTS = [21, 22];
const POSSESSION = 25;
const COUNTS: ReadonlyArray<{ type: number; label: string }> = [
  { type: 2, label: "角球" },
  { type: 3, label: "黄牌" },
  { type: 4, label: "红牌" },
];

export function statReadings(stats: readonly Stat[]): StatReading[] {
  const byType = new Map(stats.map((stat) => [stat.type, stat]));
  const readings: StatReading[] = [];
  const shots = SHOTS.map((type) => byType.get(type)).filter((stat): stat is Stat => stat !== undefined);
  if (shots.length > 0) {
    const sum = (side: "home" | "away") => shots.reduce((total, stat) => total + Math.max(0, stat[side]), 0);
    readings.push({ key: "shots", label: "射门", home: String(sum("home")), away: String(sum("away")) });
  }
  for (const { type, label } of COUNTS) {
    const stat = byType.get(type);
    if (stat) readings.push({ key: String(type), label, home: String(Math.max(0, stat.home)), away: String(Math.max(0, stat.away)) });
  }
  const possession = byType.get(POSSESSION);
  if (possession) {
    readings.push({ key: "possession", label: "控球率", home: `${clampPercent(possession.home)}%`, away: `${clampPercent(possession.away)}%` });
  }
  return readings;
}
