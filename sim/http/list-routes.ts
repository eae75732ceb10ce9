// Match-list calls: the binary *_b lists and the top-tier competition id lists. Every list marks
// the caller's followed matches (hasFollow 1); follow/list_b needs a live access token and says
// 10040/10050 in the payload's own code field otherwise.
import { API_PATHS } from "#wire";
import type { MatchListQuery } from "../core";
import { callerOf } from "./signed-in";
import type { SimBackend, SimSport } from "../backend";
import { ok } from "./replies";
import type { SimRequest } from "./sim-request";
import { binaryResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";

const field = (body: unknown, key: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** Basketball's competition filter: an id array (or comma list); empty means all. */
function competitionIds(body: unknown): number[] | undefined {
  const raw = field(body, "competitionIds");
  const list = Array.isArray(raw) ? raw : typeof raw === "string" && raw !== "" ? raw.split(",") : [];
  const ids = list.map(Number).filter((n) => Number.isInteger(n));
  return ids.length > 0 ? ids : undefined;
}

type ListKind = MatchListQuery["kind"];

function listQuery(kind: ListKind, req: SimRequest, followedMatchIds: number[]): MatchListQuery {
  const date = String(field(req.body, "matchDate") ?? "");
  switch (kind) {
    case "future":
    case "history":
      return { kind, date, competitionIds: competitionIds(req.body), followedMatchIds };
    case "topOne":
      return { kind, followedMatchIds };
    case "follow":
      return {
        kind,
        matchIds: followedMatchIds,
        pageNum: numberOr(field(req.body, "pageNum"), 1),
        pageSize: numberOr(field(req.body, "pageSize"), 20),
      };
    case "realtime":
      return { kind, followedMatchIds };
  }
}

function binaryList(sport: SimSport, kind: ListKind) {
  return (backend: SimBackend, req: SimRequest) => {
    if (kind === "follow") {
      const caller = callerOf(backend, req);
      if ("error" in caller) return binaryResponse(backend.encodeMatchList({ code: caller.error.code }));
    }
    const followed = backend.followedMatchIds(sport, req.headers["authorization"]);
    const payload = backend.world.matchListPayload(sport, listQuery(kind, req, followed));
    return binaryResponse(backend.encodeMatchList(payload));
  };
}

function sportLists(sport: SimSport): SimRouteTable {
  const paths = API_PATHS[sport];
  return {
    [paths.realtimeList]: binaryList(sport, "realtime"),
    [paths.topOneList]: binaryList(sport, "topOne"),
    [paths.followList]: binaryList(sport, "follow"),
    [paths.futureList]: binaryList(sport, "future"),
    [paths.historyList]: binaryList(sport, "history"),
    [paths.topOneCompetitions]: (backend) => ok(backend, backend.world.topOneCompetitionIds(sport)),
  };
}

export const listRoutes: SimRouteTable = { ...sportLists("football"), ...sportLists("basketball") };
