// Meetings of two teams and each one's recent results (docs/api-calls.md "Data library: teams
// and players", HeadToHead): from the three seasons of their competition, finished only.
import type { SimTeam } from "../model";
import type { LibraryMatch } from "../library/library-match";

export interface HeadToHeadCore {
  matches: LibraryMatch[];
  summary: { won: number; drawn: number; lost: number; goalsFor: number; goalsAgainst: number };
}

/** `finishedOfHome`: the home team's finished matches, newest first. */
export function meetings(home: SimTeam, away: SimTeam, finishedOfHome: readonly LibraryMatch[], size: number): HeadToHeadCore {
  const matches = finishedOfHome.filter((m) => m.homeTeamId === away.id || m.awayTeamId === away.id).slice(0, size);
  const summary = { won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
  for (const m of matches) {
    const scored = m.homeTeamId === home.id ? m.homeScore : m.awayScore;
    const conceded = m.homeTeamId === home.id ? m.awayScore : m.homeScore;
    summary.goalsFor += scored;
    summary.goalsAgainst += conceded;
    if (scored > conceded) summary.won += 1;
    else if (scored < conceded) summary.lost += 1;
    else summary.drawn += 1;
  }
  return { matches, summary };
}
