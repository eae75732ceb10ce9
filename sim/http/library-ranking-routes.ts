// Player and team rankings of a season (docs/api-calls.md "Rankings"): /comp/bestPlayer and
// football /comp/bestTeam/simple, basketball /comp/bestTeam.
import { API_PATHS, RANK_SIZE, playerRanksOf, teamRanksOf, type RankType } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import type { SimCompetition, Sport } from "../core";
import { librarySquad, squadTotals } from "../core/library-teams";
import type { LibraryMatch } from "../core/library/library-match";
import { rankPlayersBy, rankTeamsBy, teamValues, type RankedPlayer } from "../core/library/rankings";
import { seasonMatches } from "../core/library/season-matches";
import { seasonsOf } from "../core/library/seasons";
import { squadOf } from "./match-detail-players";
import { fail, ok } from "./replies";
import { arrayField, bodyField, intField, stringField } from "./request-body";
import type { SimRouteHandler, SimRouteTable } from "./route-types";
import type { SimResponse } from "./sim-request";

interface SeasonContext {
  competition: SimCompetition;
  seasonId: number;
  players: RankedPlayer[];
  matches: LibraryMatch[];
}

function seasonContext(backend: SimBackend, sport: Sport, body: unknown): SeasonContext | SimResponse {
  const competitionId = intField(body, "competitionId");
  if (competitionId === undefined) return fail(ERR.badParams);
  const competition = backend.world.competition(competitionId);
  if (!competition || competition.sport !== sport) return fail(invalid("赛事不存在"));
  const seasonId = intField(body, "seasonId") ?? seasonsOf(competition, backend.world.now()).find((s) => s.isCurrent)?.seasonId ?? 0;
  const matches = seasonMatches(backend.world, competition, seasonId);
  if (!matches) return fail(invalid("赛季不存在"));
  const seed = backend.world.seed;
  const players = competition.teamIds.flatMap((teamId) => {
    const team = backend.world.team(teamId);
    if (!team) return [];
    const squad = librarySquad(seed, team, squadOf(seed, teamId), backend.world.now());
    const totals = squadTotals(seed, competition, teamId, squad, matches);
    return squad.map((player) => ({ player, team, stats: totals.get(player.playerId)! }));
  });
  return { competition, seasonId, players, matches };
}

const isReply = (value: object): value is SimResponse => "status" in value && "body" in value;

/** rankTypes: an array or a comma-separated string of keys; absent: every type. Undefined when one is unknown. */
function typesAsked(body: unknown, table: readonly RankType[]): RankType[] | undefined {
  const raw = arrayField(body, "rankTypes") ?? stringField(body, "rankTypes")?.split(",").filter(Boolean);
  if (!raw || raw.length === 0) return [...table];
  const found = raw.map((key) => table.find((t) => t.key === String(key).trim()));
  return found.every((t): t is RankType => t !== undefined) ? found : undefined;
}

function bestPlayer(sport: Sport): SimRouteHandler {
  return (backend, req) => {
    const ctx = seasonContext(backend, sport, req.body);
    if (isReply(ctx)) return ctx;
    const types = typesAsked(req.body, playerRanksOf(sport));
    if (!types) return fail(invalid("榜单类型不存在"));
    const asked = bodyField(req.body, "rankSize");
    const size = asked === undefined || asked === null ? RANK_SIZE[sport] : asked;
    if (typeof size !== "number" || !Number.isInteger(size) || size < 1 || size > RANK_SIZE.max) return fail(ERR.badParams);
    return ok(backend, {
      seasonId: ctx.seasonId,
      rankings: types.map((type) => ({ type: type.key, label: type.label, items: rankPlayersBy(backend.world.seed, ctx.seasonId, type, ctx.players, size) })),
    });
  };
}

function bestTeam(sport: Sport): SimRouteHandler {
  return (backend, req) => {
    const ctx = seasonContext(backend, sport, req.body);
    if (isReply(ctx)) return ctx;
    const types = typesAsked(req.body, teamRanksOf(sport));
    if (!types) return fail(invalid("榜单类型不存在"));
    const rows = ctx.competition.teamIds.flatMap((teamId) => {
      const team = backend.world.team(teamId);
      return team ? [{ team, ...teamValues(ctx.competition, team, ctx.matches, ctx.players, backend.world.seed, ctx.seasonId) }] : [];
    });
    return ok(backend, { seasonId: ctx.seasonId, rankings: types.map((type) => ({ type: type.key, label: type.label, items: rankTeamsBy(type, rows) })) });
  };
}

export const libraryRankingRoutes: SimRouteTable = {
  [API_PATHS.compLibrary.football.bestPlayer]: bestPlayer("football"),
  [API_PATHS.compLibrary.basketball.bestPlayer]: bestPlayer("basketball"),
  [API_PATHS.compLibrary.football.bestTeam]: bestTeam("football"),
  [API_PATHS.compLibrary.basketball.bestTeam]: bestTeam("basketball"),
};
