// What a match picker offers (a start-broadcast draft, a prediction scheme): the day's
// competitions by how many matches they have, and the matches of one as readable options.
import type { Match } from "@/entities/match";
import { kickoffClock } from "@/shared/lib/clock-time";

export interface CompetitionChoice {
  id: number;
  name: string;
  count: number;
}

export interface MatchChoice {
  value: string;
  label: string;
}

/** The competitions of `matches`, most matches first (then by name). */
export function competitionChoices(matches: readonly Match[]): CompetitionChoice[] {
  const byId = new Map<number, CompetitionChoice>();
  for (const m of matches) {
    const choice = byId.get(m.competition.id);
    if (choice) choice.count += 1;
    else byId.set(m.competition.id, { id: m.competition.id, name: m.competition.shortName || m.competition.name, count: 1 });
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "zh-CN"));
}

/** One competition of `matches` as competitionChoices lists it, or null when none of them is in it. */
export function competitionChoiceOf(matches: readonly Match[], competitionId: number): CompetitionChoice | null {
  let found: CompetitionChoice | null = null;
  for (const m of matches) {
    if (m.competition.id !== competitionId) continue;
    if (found) found.count += 1;
    else found = { id: competitionId, name: m.competition.shortName || m.competition.name, count: 1 };
  }
  return found;
}

/** "19:30 主队 vs 客队", with 进行中 for a match in play; kick-off order. */
export function matchChoiceLabel(m: Match): string {
  const teams = `${kickoffClock(m.matchTime)} ${m.homeTeam.name} vs ${m.awayTeam.name}`;
  return m.topupType === "going" ? `${teams} · 进行中` : teams;
}

/** One match as a picker option. */
export const matchChoice = (m: Match): MatchChoice => ({ value: String(m.matchId), label: matchChoiceLabel(m) });

/** The matches of one competition (all when null) as picker options, in kick-off order. */
export function matchChoices(matches: readonly Match[], competitionId: number | null): MatchChoice[] {
  return matches
    .filter((m) => competitionId === null || m.competition.id === competitionId)
    .slice()
    .sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId)
    .map(matchChoice);
}
