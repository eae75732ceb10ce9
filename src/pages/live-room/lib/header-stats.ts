// The room header's stats (docs/product-rules.md "Live room"), home and away per line.
// Football (incident/stat types of the catalogue): 射门 (21 + 22), 射正 (21), 角球 (2), 黄牌 (3),
// 红牌 (4), 控球率 (25, percent). Basketball (the 132 push, docs/api-calls.md "Live room entry
// and header"): 犯规 (1) and 暂停 (2). A stat the data does not have is left out.
import { clampPercent } from "@/shared/lib/percent";

export interface StatValue {
  type: number;
  home: number;
  away: number;
}

export interface HeaderStat {
  key: string;
  label: string;
  home: string;
  away: string;
  /** 0–100: the home side's share, for the bar under the line. */
  homeShare: number;
}

const share = (home: number, away: number) => (home + away > 0 ? Math.round((home / (home + away)) * 100) : 50);

function line(key: string, label: string, home: number, away: number, percent = false): HeaderStat {
  const h = Math.max(0, home);
  const a = Math.max(0, away);
  return percent
    ? { key, label, home: `${clampPercent(h)}%`, away: `${clampPercent(a)}%`, homeShare: share(h, a) }
    : { key, label, home: String(h), away: String(a), homeShare: share(h, a) };
}

/** Football's stat types the header reads (the catalogue's incident/stat types). */
const FOOTBALL_TYPE = { shotsOnTarget: 21, shotsOffTarget: 22, corners: 2, yellowCards: 3, redCards: 4, possession: 25 } as const;

export function footballHeaderStats(stats: readonly StatValue[]): HeaderStat[] {
  const byType = new Map(stats.map((stat) => [stat.type, stat]));
  const out: HeaderStat[] = [];
  const on = byType.get(FOOTBALL_TYPE.shotsOnTarget);
  const off = byType.get(FOOTBALL_TYPE.shotsOffTarget);
  if (on || off) out.push(line("shots", "射门", (on?.home ?? 0) + (off?.home ?? 0), (on?.away ?? 0) + (off?.away ?? 0)));
  if (on) out.push(line("on-target", "射正", on.home, on.away));
  for (const [type, label] of [
    [FOOTBALL_TYPE.corners, "角球"],
    [FOOTBALL_TYPE.yellowCards, "黄牌"],
    [FOOTBALL_TYPE.redCards, "红牌"],
  ] as const) {
    const stat = byType.get(type);
    if (stat) out.push(line(String(type), label, stat.home, stat.away));
  }
  const possession = byType.get(FOOTBALL_TYPE.possession);
  if (possession) out.push(line("possession", "控球率", possession.home, possession.away, true));
  return out;
}

export const FOOTBALL_STAT_PLACEHOLDERS: readonly HeaderStat[] = footballHeaderStats(
  Object.values(FOOTBALL_TYPE).map((type) => ({ type, home: 0, away: 0 })),
).map((stat) => ({ ...stat, home: "-", away: "-", homeShare: 50 }));

export function basketballHeaderStats(stats: readonly StatValue[]): HeaderStat[] {
  const byType = new Map(stats.map((stat) => [stat.type, stat]));
  const out: HeaderStat[] = [];
  const fouls = byType.get(1);
  const timeouts = byType.get(2);
  if (fouls) out.push(line("fouls", "犯规", fouls.home, fouls.away));
  if (timeouts) out.push(line("timeouts", "暂停", timeouts.home, timeouts.away));
  return out;
}
