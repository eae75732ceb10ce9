// A team's matches over seasons of its competition (docs/api-calls.md "Data library: teams and
// players"): the competition's season matches (sim/core/library) that the team plays.
import type { SimCompetition, SimTeam } from "../model";
import type { LibraryMatch } from "../library/library-match";
import { finishedStatusOf, seasonMatches } from "../library/season-matches";
import { seasonsOf } from "../library/seasons";
import type { SimWorld } from "../world/sim-world";

export const playsIn = (teamId: number) => (m: LibraryMatch) => m.homeTeamId === teamId || m.awayTeamId === teamId;

/** The team's matches of the seasons asked for (none: the current one), in kick-off order; undefined when a season is not the competition's. */
export function teamMatches(world: SimWorld, competition: SimCompetition, team: SimTeam, seasonIds: readonly number[]): LibraryMatch[] | undefined {
  const ids = seasonIds.length > 0 ? seasonIds : [currentSeasonId(world, competition)];
  const out: LibraryMatch[] = [];
  for (const id of new Set(ids)) {
    const matches = seasonMatches(world, competition, id);
    if (!matches) return undefined;
    out.push(...matches.filter(playsIn(team.id)));
  }
  return out.sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
}

export const currentSeasonId = (world: SimWorld, competition: SimCompetition): number =>
  seasonsOf(competition, world.now()).find((s) => s.isCurrent)?.seasonId ?? 0;

export const allSeasonIds = (world: SimWorld, competition: SimCompetition): number[] => seasonsOf(competition, world.now()).map((s) => s.seasonId);

/** The team's finished matches over all three seasons, newest first. */
export function finishedTeamMatches(world: SimWorld, competition: SimCompetition, team: SimTeam): LibraryMatch[] {
  const finished = finishedStatusOf(competition.sport);
  return (teamMatches(world, competition, team, allSeasonIds(world, competition)) ?? []).filter((m) => m.statusId === finished).reverse();
}
