// The 赛程/赛果 tab's pages: a season's matches by round (cups: group and round), the sim's own
// recent matches (no round) by date; pages in kick-off order, opening on the latest one played.
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import type { Sport } from "@/shared/config";
import type { LibraryMatch } from "../api/competition-requests";

export interface MatchPage {
  key: string;
  label: string;
  matches: LibraryMatch[];
}

const dateLabel = (unixSeconds: number) => {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
};

const pageOf = (m: LibraryMatch) =>
  m.round !== null
    ? { key: `r:${m.group ?? ""}:${m.round}`, label: `${m.group ? `${m.group}组 ` : ""}第${m.round}轮` }
    : { key: `d:${dateLabel(m.matchTime)}`, label: `${dateLabel(m.matchTime)}${m.kind === 2 ? " 淘汰赛" : ""}` };

export function matchPages(matches: readonly LibraryMatch[]): MatchPage[] {
  const pages = new Map<string, MatchPage>();
  for (const m of [...matches].sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId)) {
    const { key, label } = pageOf(m);
    const page = pages.get(key) ?? { key, label, matches: [] };
    page.matches.push(m);
    pages.set(key, page);
  }
  return [...pages.values()];
}

export const isFinished = (sport: Sport, statusId: number) =>
  statusId === (sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED);

/** The page to open on: the last one with a finished match, else the first. */
export function openingPage(pages: readonly MatchPage[], sport: Sport): number {
  for (let i = pages.length - 1; i >= 0; i--) if (pages[i]!.matches.some((m) => isFinished(sport, m.statusId))) return i;
  return 0;
}

/** A row's state: 完场, 未开赛, 进行中, or 未完赛 (postponed, cancelled …). */
export function matchStateText(sport: Sport, statusId: number): string {
  if (isFinished(sport, statusId)) return "完场";
  if (statusId === 1) return "未开赛";
  const lastLive = sport === "football" ? FOOTBALL_STATUS.FINISHED - 1 : BASKETBALL_STATUS.FINISHED - 1;
  return statusId >= 2 && statusId <= lastLive ? "进行中" : "未完赛";
}
