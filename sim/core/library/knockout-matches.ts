// A season's knockout games as matches of the season (docs/api-calls.md "Data library:
// competitions", /comp/matches): kind 2 with the bracket's stageId and match-up number, so 赛程/赛果
// lists the cup's knockout and the basketball play-in and playoffs beside the table's matches.
// Only match-ups whose two teams are known have matches; the ids are the bracket's matchIds.
import { BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import type { SimCompetition } from "../model";
import { SERIES_GAP_DAYS, type BracketStage, type MatchUp } from "./bracket";
import type { LibraryMatch } from "./library-match";

export interface KnockoutMatch extends LibraryMatch {
  kind: 2;
  /** The bracket stage (/comp/bracket stageId) and match-up number the game belongs to. */
  stageId: number;
  number: number;
}

const DAY_S = 86_400;
/** Best of seven in 2-2-1-1-1: games 3, 4 and 6 are at the lower seed (the match-up's away side). */
const AWAY_HOSTED_GAMES = new Set([2, 3, 5]);

function gamesOf(competition: SimCompetition, stage: BracketStage, up: MatchUp): KnockoutMatch[] {
  const { home, away } = up;
  if (home.teamId === null || away.teamId === null) return [];
  const finished = competition.sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED;
  const base = { competitionId: competition.id, kind: 2 as const, round: null, group: null, hasDetail: false, stageId: stage.stageId, number: up.number };
  const seasonId = Math.floor(stage.stageId / 10);
  // A single match (football, a play-in game) carries its score on the sides.
  if (up.games.length === 0) {
    const played = home.score !== null && away.score !== null;
    return [
      {
        ...base,
        seasonId,
        matchId: up.matchIds[0]!,
        matchTime: up.matchTime,
        statusId: played ? finished : 1,
        homeTeamId: home.teamId,
        awayTeamId: away.teamId,
        homeScore: home.score ?? 0,
        awayScore: away.score ?? 0,
      },
    ];
  }
  return up.games.map((game, g) => {
    const swap = AWAY_HOSTED_GAMES.has(g);
    return {
      ...base,
      seasonId,
      matchId: up.matchIds[g]!,
      matchTime: up.matchTime + g * SERIES_GAP_DAYS * DAY_S,
      statusId: finished,
      homeTeamId: swap ? away.teamId! : home.teamId!,
      awayTeamId: swap ? home.teamId! : away.teamId!,
      homeScore: swap ? game.awayScore : game.homeScore,
      awayScore: swap ? game.homeScore : game.awayScore,
    };
  });
}

/** Every knockout game of the season's bracket stages, in kick-off order. */
export function knockoutMatches(competition: SimCompetition, stages: readonly BracketStage[]): KnockoutMatch[] {
  const out: KnockoutMatch[] = [];
  for (const stage of stages) {
    for (const group of [...stage.groups, ...stage.thirdPlaceGroups]) {
      for (const up of group.rounds.flatMap((r) => r.matchUps)) out.push(...gamesOf(competition, stage, up));
    }
  }
  return out.sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
}

/** The season's matches with its knockout games merged in, in kick-off order (what /comp/matches lists). */
export function withKnockoutMatches(competition: SimCompetition, matches: readonly LibraryMatch[], stages: readonly BracketStage[]): LibraryMatch[] {
  return [...matches, ...knockoutMatches(competition, stages)].sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
}
