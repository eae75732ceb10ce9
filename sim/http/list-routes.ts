// Match-list calls: the binary *_b lists and the top-tier competition id lists.
import type { MatchListQuery } from "../core";
import type { SimBackend, SimSport } from "../backend";
import { okReply } from "./envelope";
import type { SimRequest } from "./sim-request";
import { binaryResponse, jsonResponse } from "./sim-request";
import type { SimRouteTable } from "./routes";

const field = (body: unknown, key: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

function listQuery(kind: string, req: SimRequest, backend: SimBackend, sport: SimSport): MatchListQuery {
  const date = String(field(req.body, "matchDate") ?? "");
  switch (kind) {
    case "futureMatch_b":
      return { kind: "future", date };
    case "historyMatch_b":
      return { kind: "history", date };
    case "topOne_b":
      return { kind: "topOne" };
    case "follow/list_b":
      return {
        kind: "follow",
        matchIds: backend.followedMatchIds(sport, req.headers["authorization"]),
        pageNum: numberOr(field(req.body, "pageNum"), 1),
        pageSize: numberOr(field(req.body, "pageSize"), 20),
      };
    default:
      return { kind: "realtime" };
  }
}

function binaryList(sport: SimSport, kind: string) {
  return (backend: SimBackend, req: SimRequest) => {
    const payload = backend.world.matchListPayload(sport, listQuery(kind, req, backend, sport));
    return binaryResponse(backend.encodeMatchList(payload));
  };
}

const LIST_KINDS = ["realtimeMatch_b", "topOne_b", "follow/list_b", "futureMatch_b", "historyMatch_b"];

export const listRoutes: SimRouteTable = {};
for (const sport of ["football", "basketball"] as const) {
  for (const kind of LIST_KINDS) listRoutes[`/v1/${sport}/${kind}`] = binaryList(sport, kind);
  listRoutes[`/v1/${sport}/competition/topOne`] = (backend) =>
    jsonResponse(okReply(backend.world.topOneCompetitionIds(sport), backend.payloadKey));
}
