// Sim-only control calls for tests and demos: make a goal or a status change happen now, and
// see which sockets are listening. Not part of the product API.
import type { SimBackend } from "../backend";
import type { SimRequest } from "./sim-request";
import { jsonResponse } from "./sim-request";
import type { SimRouteTable } from "./routes";

const numberField = (req: SimRequest, key: string): number | undefined => {
  const value = req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>)[key] : undefined;
  const parsed = typeof value === "string" ? Number(value) : value;
  return typeof parsed === "number" && Number.isInteger(parsed) ? parsed : undefined;
};

function pushed(backend: SimBackend, matchId: number, run: () => unknown[]) {
  if (!backend.world.match(matchId)) return jsonResponse({ error: `no match ${matchId}` }, 404);
  const frames = run();
  return jsonResponse({ frames: frames.length });
}

export const controlRoutes: SimRouteTable = {
  "/sim/control/goal": (backend, req) => {
    const matchId = numberField(req, "matchId");
    const side = (req.body as { side?: unknown } | undefined)?.side;
    if (matchId === undefined || (side !== "home" && side !== "away")) {
      return jsonResponse({ error: "body must be {matchId: integer, side: 'home'|'away'}" }, 400);
    }
    return pushed(backend, matchId, () => backend.engine.forceGoal(matchId, side));
  },
  "/sim/control/status": (backend, req) => {
    const matchId = numberField(req, "matchId");
    const statusId = numberField(req, "statusId");
    if (matchId === undefined || statusId === undefined) {
      return jsonResponse({ error: "body must be {matchId: integer, statusId: integer}" }, 400);
    }
    return pushed(backend, matchId, () => backend.engine.forceStatus(matchId, statusId));
  },
  "/sim/control/sockets": (backend) => jsonResponse(backend.sockets.summary()),
};
