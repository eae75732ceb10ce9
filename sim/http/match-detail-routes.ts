// Match detail calls of the list's row interactions (docs/api-calls.md, "Match detail"): the
// hover card's incidents and stats, the live popup's anchors and previews, and one match's list
// entry as JSON (each sport's matchInfo, the list's background refresh). Public calls.
import { API_PATHS, sportOfType, type Sport } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import { fail, ok } from "./replies";
import { intField } from "./request-body";
import { matchDetail } from "./match-detail-incidents";
import { roomMatch } from "./live-items";
import type { SimRouteHandler, SimRouteTable } from "./route-types";

const NO_MATCH = invalid("比赛不存在");

// The list entry (kanqiu.Match) as JSON; hasFollow marks the caller's follows, as the lists do.
function matchInfo(sport: Sport): SimRouteHandler {
  return (backend, req) => {
    const matchId = intField(req.body, "matchId");
    if (matchId === undefined) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match || match.sport !== sport) return fail(NO_MATCH);
    const followed = backend.followedMatchIds(sport, req.headers["authorization"]);
    return ok(backend, backend.world.matchWire(matchId, followed));
  };
}

export const matchDetailRoutes: SimRouteTable = {
  [API_PATHS.football.incidentsAndStats]: (backend, req) => {
    const matchId = intField(req.body, "matchId");
    if (matchId === undefined) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match || match.sport !== "football") return fail(NO_MATCH);
    const { world } = backend;
    return ok(backend, matchDetail(world.seed, match, world.team(match.homeTeamId), world.team(match.awayTeamId)));
  },

  [API_PATHS.football.matchInfo]: matchInfo("football"),
  [API_PATHS.basketball.matchInfo]: matchInfo("basketball"),

  [API_PATHS.match.livingNew]: (backend, req) => {
    const matchId = intField(req.body, "matchId");
    const sport = sportOfType(intField(req.body, "sportType"));
    if (matchId === undefined || !sport) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match || match.sport !== sport) return fail(NO_MATCH);
    return ok(backend, { ...backend.world.livingForMatch(matchId), match: roomMatch(backend, match) });
  },
};
