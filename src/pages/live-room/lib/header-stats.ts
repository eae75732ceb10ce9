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

export function footballHeaderStats(stats: readonly StatValue[]): HeaderStat[] {
  const byType = new Map(stats.map((stat) => [stat.type, stat]));
  const out: HeaderStat[] = [];
  const on = byType.get(21);
  const off = byType.get(22);
  if (on || off) out.push(line("shots", "射门", (on?.home ?? 0) + (off?.home ?? 0), (on?.away ?? 0) + (off?.away ?? 0)));
  if (on) out.push(line("on-target", "射正", on.home, on.away));
  for (const [type, label] of [
    [2, "角球"],
    [3, "黄牌"],
    [4, "红牌"],
  ] as const) {
    const stat = byType.get(type);
    if (stat) out.push(line(String(type), label, stat.home, stat.away));
  }
  const possession = byType.get(25);
  if (possession) out.push(line("possession", "控球率", possession.home, possession.away, true));
  return out;
}

/**
 * Football's lines before the first stats arrive, each "-": the header keeps their place, so the
 * room below does not jump when they come (a line the data then lacks is left out as usual).
 */
export const FOOTBALL_STAT_PLACEHOLDERS: readonly HeaderStat[] = footballHeaderStats(
  [21, 22, 2, 3, 4, 25].map((type) => ({ type, home: 0, away: 0 })),
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
