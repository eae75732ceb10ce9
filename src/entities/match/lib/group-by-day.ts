// The followed list's date headings (docs/product-rules.md "Sorting and grouping"): matches by
// local kick-off date, both the days and the matches in kick-off order.
import dayjs from "dayjs";
import type { Match } from "../model/match-types";

export interface DayGroup {
  /** YYYY-MM-DD, local time. */
  date: string;
  ids: number[];
}

const byKickOff = (a: Match, b: Match) => a.matchTime - b.matchTime || a.matchId - b.matchId;

export function groupMatchesByDay(matches: Iterable<Match>): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const match of [...matches].sort(byKickOff)) {
    const date = dayjs.unix(match.matchTime).format("YYYY-MM-DD");
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.ids.push(match.matchId);
    else groups.push({ date, ids: [match.matchId] });
  }
  return groups;
}
