// Sim-only control calls for tests and demos: make a goal (or basketball points) or a status change happen now, start,
// close or ban an anchor's stream, see which sockets are listening, read the last SMS code sent to a number. Not part
// of the product API.
import { API_PATHS, REPLY_CODES } from "#wire";
import type { LivingControlRefusal } from "../core";
import { nationalCodeField, stringField } from "./request-body";
import type { SimBackend } from "../backend";
import type { SimRequest } from "./sim-request";
import { jsonResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";

const numberField = (req: SimRequest, key: string): number | undefined => {
  const value = req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>)[key] : undefined;
  const parsed = typeof value === "string" ? Number(value) : value;
  return typeof parsed === "number" && Number.isInteger(parsed) ? parsed : undefined;
};

/** Runs a control action; the reply counts its frames and gives the match's scores after it (the bench joins pushes with what rows show). */
function pushed(backend: SimBackend, matchId: number, run: () => unknown[]) {
  const match = backend.world.match(matchId);
  if (!match) return jsonResponse({ error: `no match ${matchId}` }, 404);
  const frames = run();
  return jsonResponse({ frames: frames.length, statusId: match.statusId, homeScore: match.homeScores, awayScore: match.awayScores });
}

/** Why a living control was refused, as the 10001 message. */
const LIVING_REFUSALS: Readonly<Record<LivingControlRefusal, string>> = {
  unknownAnchor: "主播不存在",
  alreadyLiving: "该主播正在直播",
  notLiving: "该主播未在直播",
  unknownMatch: "比赛不存在",
  matchOver: "比赛已结束，无法开播",
  noMatchInPlay: "没有进行中的比赛",
};

const livingRefused = (msg: string) => jsonResponse({ code: REPLY_CODES.badParams, msg }, 400);

export const controlRoutes: SimRouteTable = {
  // {customId, action: start | close | ban, matchId?}: the anchor's stream, with the engine's own pushes.
  [API_PATHS.simControl.living]: (backend, req) => {
    const customId = numberField(req, "customId");
    const action = (req.body as { action?: unknown } | undefined)?.action;
    const hasMatch = (req.body as { matchId?: unknown } | undefined)?.matchId !== undefined;
    const matchId = numberField(req, "matchId");
    if (customId === undefined || (action !== "start" && action !== "close" && action !== "ban") || (hasMatch && matchId === undefined)) {
      return livingRefused("参数错误：body 须为 {customId: integer, action: 'start'|'close'|'ban', matchId?: integer}");
    }
    const { result } = backend.engine.controlLiving(customId, action, matchId);
    return result.ok ? jsonResponse({ roomId: result.roomId, matchId: result.matchId }) : livingRefused(LIVING_REFUSALS[result.reason]);
  },

  // Football: a goal. Basketball: `points` (1–3, default 2) to the period in play, 102 (+150 in overtime).
  [API_PATHS.simControl.goal]: (backend, req) => {
    const matchId = numberField(req, "matchId");
    const side = (req.body as { side?: unknown } | undefined)?.side;
    const hasPoints = (req.body as { points?: unknown } | undefined)?.points !== undefined;
    const points = numberField(req, "points");
    if (matchId === undefined || (side !== "home" && side !== "away") || (hasPoints && (points === undefined || points < 1 || points > 3))) {
      return jsonResponse({ error: "body must be {matchId: integer, side: 'home'|'away', points?: 1|2|3 (basketball)}" }, 400);
    }
    const match = backend.world.match(matchId);
    if (match && hasPoints && match.sport !== "basketball") {
      return jsonResponse({ error: "points is for basketball matches; a football goal is always 1" }, 400);
    }
    return pushed(backend, matchId, () => backend.engine.forceGoal(matchId, side, points));
  },
  [API_PATHS.simControl.status]: (backend, req) => {
    const matchId = numberField(req, "matchId");
    const statusId = numberField(req, "statusId");
    if (matchId === undefined || statusId === undefined) {
      return jsonResponse({ error: "body must be {matchId: integer, statusId: integer}" }, 400);
    }
    return pushed(backend, matchId, () => backend.engine.forceStatus(matchId, statusId));
  },
  [API_PATHS.simControl.sockets]: (backend) => jsonResponse(backend.sockets.summary()),
  // {down: true}: the sim as if stopped (sockets dropped and refused, API calls 503); {down: false}: back.
  [API_PATHS.simControl.outage]: (backend, req) => {
    const down = (req.body as { down?: unknown } | undefined)?.down;
    if (typeof down !== "boolean") return jsonResponse({ error: "body must be {down: boolean}" }, 400);
    backend.outage.set(down);
    return jsonResponse({ down });
  },
  // GET ?phoneNumber=…&nationalCode=86: end-to-end tests sign in with it.
  [API_PATHS.simControl.sms]: (backend, req) => {
    const phone = stringField(req.body, "phoneNumber")?.trim();
    const nationalCode = nationalCodeField(req.body);
    const code = phone && nationalCode ? backend.accounts.codes.last(nationalCode, phone) : undefined;
    return code ? jsonResponse({ code }) : jsonResponse({ error: "no code sent to that number" }, 404);
  },
};
