// Sim control of one anchor's stream (POST /api/sim/control/living, tests and demos): start it on
// a match, close it, or ban it. A ban reads "illegal" at once (a 230 push) and the engine closes
// the room BAN_CLOSE_DELAY_MS of simulated time later (a 210), as a moderator's ban would play out.
// The pushes are the engine's own (200/210 from the anchor activity), so lists and sockets agree.
// A stream a tester starts is hand-run, like one from the anchor desk (LiveBoard.selfRun): the
// engine's random activity does not close, move or rename it, and it stays on air after its match
// ends, so a test's room is still there when the test reaches it.

import type { SimAnchor, SimMatch } from "../model";
import { isOver } from "../schedule/match-progress";
import { matchWeight } from "../world/live-seed";
import type { AnchorActivity } from "./anchor-activity";
import type { EngineContext } from "./engine-context";
import type { RoomInfoActivity } from "./room-info-activity";

/** Simulated ms between a ban and the room's close. */
export const BAN_CLOSE_DELAY_MS = 60_000;

export type LivingControlAction = "start" | "close" | "ban";

export type LivingControlRefusal = "unknownAnchor" | "alreadyLiving" | "notLiving" | "unknownMatch" | "matchOver" | "noMatchInPlay";

export type LivingControlResult = { ok: true; roomId: number; matchId: number } | { ok: false; reason: LivingControlRefusal };

const refuse = (reason: LivingControlRefusal): LivingControlResult => ({ ok: false, reason });

export class LivingControl {
  private banSeq = 0;

  constructor(
    private readonly ctx: EngineContext,
    private readonly anchors: AnchorActivity,
    private readonly roomInfo: RoomInfoActivity,
    /** Queues closeBanned(customId, banId) at `at` (sim ms). */
    private readonly scheduleClose: (at: number, customId: number, banId: number) => void,
  ) {}

  run(customId: number, action: LivingControlAction, matchId?: number): LivingControlResult {
    const world = this.ctx.world;
    const anchor = world.anchor(customId);
    if (!anchor) return refuse("unknownAnchor");
    const room = world.board.rooms.get(customId);
    if (action === "start") {
      if (room) return refuse("alreadyLiving");
      const match = matchId === undefined ? this.matchInPlay(anchor) : world.match(matchId);
      if (!match) return refuse(matchId === undefined ? "noMatchInPlay" : "unknownMatch");
      if (isOver(match)) return refuse("matchOver");
      world.board.selfRun.add(customId);
      this.anchors.startLiving(customId, match, this.roomInfo.startingViewers());
      return { ok: true, roomId: anchor.roomId, matchId: match.id };
    }
    if (!room) return refuse("notLiving");
    const done: LivingControlResult = { ok: true, roomId: room.roomId, matchId: room.matchId };
    if (action === "close") {
      this.anchors.closeLiving(customId);
    } else if (!room.banId) {
      // Banning a banned room again changes nothing: its close is already on the agenda.
      room.banId = ++this.banSeq;
      this.roomInfo.push(room);
      this.scheduleClose(world.now() + BAN_CLOSE_DELAY_MS, customId, room.banId);
    }
    return done;
  }

  /** The ban's close: only if the room is still that banned stream (it may have closed meanwhile). */
  closeBanned(customId: number, banId: number): void {
    if (this.ctx.world.board.rooms.get(customId)?.banId === banId) this.anchors.closeLiving(customId);
  }

  /** The most popular match in play of the anchor's sport (the other sport's when none), lowest id on ties. */
  private matchInPlay(anchor: SimAnchor): SimMatch | undefined {
    const sports = anchor.sportType === 1 ? (["football", "basketball"] as const) : (["basketball", "football"] as const);
    const { world } = this.ctx;
    for (const sport of sports) {
      let best: SimMatch | undefined;
      for (const id of this.ctx.inPlay[sport].values()) {
        const m = world.match(id);
        if (!m) continue;
        const better = !best || matchWeight(world.catalog, m) > matchWeight(world.catalog, best) || (matchWeight(world.catalog, m) === matchWeight(world.catalog, best) && m.id < best.id);
        if (better) best = m;
      }
      if (best) return best;
    }
    return undefined;
  }
}
