// Live room entry (docs/api-calls.md "Live room entry and header"): the room's status and whether
// the caller was kicked from it, and the sim control that kicks an account for tests.
import { API_PATHS, REPLY_CODES, SPORT_TYPE } from "#wire";
import { ERR } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { isKicked, kickFromRoom } from "../core/rooms/room-moderation-state";
import { roomStateOf } from "./live-items";
import { fail, ok } from "./replies";
import { intField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { callerOf, signedIn } from "./signed-in";
import { jsonResponse } from "./sim-request";

/** The room's current or last match, for the client's offer of the match detail; 0s when it never streamed. */
function roomMatchOf(backend: SimBackend, roomId: number): { matchId: number; sportType: number } {
  const anchor = backend.world.anchorOfRoom(roomId);
  const room = anchor && backend.world.currentOrLastRoom(anchor.customId);
  const match = room && backend.world.match(room.matchId);
  return match ? { matchId: match.id, sportType: SPORT_TYPE[match.sport] } : { matchId: 0, sportType: 0 };
}

export const liveRoomRoutes: SimRouteTable = {
  // Public. An unknown room is {exist: false, livingRoomStatus: "end"}.
  [API_PATHS.living.checkRoomStatus]: (backend, req) => {
    const roomId = intField(req.body, "roomId");
    if (roomId === undefined) return fail(ERR.badParams);
    const anchor = backend.world.anchorOfRoom(roomId);
    if (!anchor) return ok(backend, { exist: false, livingRoomStatus: "end" });
    // A signed-in visitor's entry is a footprint (the room page checks the room on entry; the home player does not).
    const caller = callerOf(backend, req);
    if ("account" in caller) {
      caller.account.footprints.delete(roomId); // re-inserted: the map keeps visits in order
      caller.account.footprints.set(roomId, backend.now());
    }
    return ok(backend, { exist: true, livingRoomStatus: roomStateOf(backend, anchor).status });
  },

  // Token-bound: a guest has no kick record, and the client does not ask for one.
  [API_PATHS.liveRoom.checkKickStatus]: signedIn((backend, req, account) => {
    const roomId = intField(req.body, "roomId");
    if (roomId === undefined) return fail(ERR.badParams);
    return ok(backend, { kickRecord: isKicked(account.id, roomId), ...roomMatchOf(backend, roomId) });
  }),

  // Sim control {customId, roomId}: records the kick as the room's moderators would.
  [API_PATHS.simControl.kick]: (_backend, req) => {
    const customId = intField(req.body, "customId");
    const roomId = intField(req.body, "roomId");
    if (customId === undefined || roomId === undefined) {
      return jsonResponse({ code: REPLY_CODES.badParams, msg: "参数错误：body 须为 {customId: integer, roomId: integer}" }, 400);
    }
    kickFromRoom(customId, roomId);
    return jsonResponse({ customId, roomId, kicked: true });
  },
};
