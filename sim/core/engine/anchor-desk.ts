// An anchor broadcasting by hand from /anchorStart (docs/api-calls.md "Broadcasting"): start a
// stream on a match with the anchor's own room name and cover, move it to another match, close it,
// post or drop a preview. The pushes are the engine's own (200/210/220/225/226), so every connected
// client's lists and home page see the stream as they see the engine's. Once an anchor has used the
// desk the engine's random activity leaves that anchor alone (LiveBoard.selfRun).

import type { SimMatch } from "../model";
import { isOver } from "../schedule/match-progress";
import type { AnchorActivity } from "./anchor-activity";
import type { EngineContext } from "./engine-context";

export type DeskAction =
  | { kind: "start"; matchId: number; roomName: string; coverPicture?: string; notifyFans?: boolean }
  | { kind: "changeMatch"; matchId: number }
  | { kind: "close" }
  | { kind: "addPreview"; matchId: number }
  | { kind: "removePreview" };

export type DeskRefusal = "unknownAnchor" | "alreadyLiving" | "notLiving" | "unknownMatch" | "matchOver" | "matchStarted" | "sameMatch" | "noPreview";

export type DeskResult = { ok: true; roomId: number; matchId: number; prepareId: number } | { ok: false; reason: DeskRefusal };

/** A new stream opens with a handful of viewers: the anchor's fans arriving. */
const OPENING_VIEWERS = 1;

const refuse = (reason: DeskRefusal): DeskResult => ({ ok: false, reason });

export class AnchorDesk {
  constructor(
    private readonly ctx: EngineContext,
    private readonly anchors: AnchorActivity,
  ) {}

  run(customId: number, action: DeskAction): DeskResult {
    const { world } = this.ctx;
    const anchor = world.anchor(customId);
    if (!anchor) return refuse("unknownAnchor");
    const board = world.board;
    board.selfRun.add(customId);
    const room = board.rooms.get(customId);
    switch (action.kind) {
      case "start": {
        if (room) return refuse("alreadyLiving");
        const match = this.openMatch(action.matchId);
        if ("reason" in match) return match;
        this.anchors.startLiving(customId, match, OPENING_VIEWERS, action.roomName);
        const started = board.rooms.get(customId);
        if (!started) return refuse("alreadyLiving");
        if (action.coverPicture) started.coverPicture = action.coverPicture;
        if (action.notifyFans === false) started.notifyFans = false;
        world.touch();
        return { ok: true, roomId: started.roomId, matchId: match.id, prepareId: started.prepareId };
      }
      case "changeMatch": {
        if (!room) return refuse("notLiving");
        if (room.matchId === action.matchId) return refuse("sameMatch");
        const match = this.openMatch(action.matchId);
        if ("reason" in match) return match;
        this.anchors.changeLiving(customId, match);
        world.touch();
        return { ok: true, roomId: room.roomId, matchId: match.id, prepareId: room.prepareId };
      }
      case "close": {
        if (!room) return refuse("notLiving");
        this.anchors.closeLiving(customId);
        world.touch();
        return { ok: true, roomId: room.roomId, matchId: room.matchId, prepareId: room.prepareId };
      }
      case "addPreview": {
        const match = world.match(action.matchId);
        if (!match) return refuse("unknownMatch");
        if (match.statusId !== 1 || match.kickoffAt <= world.now()) return refuse("matchStarted");
        if (board.previewOf.get(customId) === match.id) return refuse("sameMatch");
        this.anchors.addPreview(customId, match);
        world.touch();
        return { ok: true, roomId: anchor.roomId, matchId: match.id, prepareId: board.prepareIdOf.get(customId) ?? 0 };
      }
      case "removePreview": {
        const matchId = board.previewOf.get(customId);
        const prepareId = board.prepareIdOf.get(customId) ?? 0;
        if (matchId === undefined) return refuse("noPreview");
        this.anchors.removePreview(customId);
        world.touch();
        return { ok: true, roomId: anchor.roomId, matchId, prepareId };
      }
    }
  }

  /** A match a stream may be on: known and not over (a stream may open before kick-off). */
  private openMatch(matchId: number): SimMatch | { ok: false; reason: DeskRefusal } {
    const match = this.ctx.world.match(matchId);
    if (!match) return refuse("unknownMatch") as { ok: false; reason: DeskRefusal };
    if (isOver(match)) return refuse("matchOver") as { ok: false; reason: DeskRefusal };
    return match;
  }
}
