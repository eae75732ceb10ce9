// Player totals over a team's finished matches and a player's match lines (docs/api-calls.md
// "Data library: teams and players"): sums of the per-match lines, so they agree with results.
import type { SimCompetition } from "../model";
import type { LibraryMatch } from "../library/library-match";
import { finishedStatusOf } from "../library/season-matches";
import { addStats, emptyStats, matchLines, type PlayerStats } from "./player-lines";
import type { SquadPlayer } from "./squad";

/** Every squad player's totals over the team's finished matches among `matches`. */
export function squadTotals(seed: number, competition: SimCompetition, teamId: number, squad: readonly SquadPlayer[], matches: readonly LibraryMatch[]): Map<number, PlayerStats> {
  const finished = finishedStatusOf(competition.sport);
  const totals = new Map(squad.map((p) => [p.playerId, emptyStats(competition.sport)]));
  for (const m of matches) {
    if (m.statusId !== finished || (m.homeTeamId !== teamId && m.awayTeamId !== teamId)) continue;
    for (const [playerId, line] of matchLines(seed, competition.sport, m, teamId, squad)) {
      totals.set(playerId, addStats(totals.get(playerId) ?? emptyStats(competition.sport), line));
    }
  }
  return totals;
}

/** A player's line in each finished match among `matches` (newest first as given); did-not-play reads as empty stats. */
export function playerMatchLines(
  seed: number,
  competition: SimCompetition,
  player: SquadPlayer,
  squad: readonly SquadPlayer[],
  matches: readonly LibraryMatch[],
): { match: LibraryMatch; stats: PlayerStats }[] {
  return matches.map((match) => ({
    match,
    stats: matchLines(seed, competition.sport, match, player.teamId, squad).get(player.playerId) ?? emptyStats(competition.sport),
  }));
}

/** Best first: football goals, assists, minutes; basketball points per game, then points. */
export function rankPlayers(rows: { player: SquadPlayer; stats: PlayerStats }[]) {
  const key = ({ stats }: { stats: PlayerStats }): number[] =>
    "goals" in stats
      ? [stats.goals, stats.assists, stats.minutes]
      : [stats.appearances > 0 ? stats.points / stats.appearances : 0, stats.points, stats.minutes];
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return a.player.index - b.player.index;
  });
}
