// Anchors come and go: streams start on in-play matches and end (or move on) when the match
// ends; previews are posted for later matches and turn into streams at kick-off. A periodic
// tick keeps the number of streams and previews near the world's targets.

import { addDays, MINUTE_MS } from "../calendar";
import type { SimAnchor, SimMatch, Sport } from "../model";
import type { Random } from "../random";
import { SOCKET_CODE, sportOfType } from "#wire";
import { livingMessage, previewMessage } from "./frames";
import type { EngineContext } from "./engine-context";

export class AnchorActivity {
  constructor(
    private readonly ctx: EngineContext,
    private readonly rng: Random,
  ) {}

  private get board() {
    return this.ctx.world.board;
  }

  private anchor(customId: number): SimAnchor | undefined {
    return this.ctx.world.anchor(customId);
  }

  /** `viewCount` given (control calls) draws nothing from this stream's PRNG; `roomName` is the anchor's own. */
  startLiving(customId: number, match: SimMatch, viewCount?: number, roomName?: string): boolean {
    const anchor = this.anchor(customId);
    if (!anchor) return false;
    if (this.board.previewOf.get(customId) === match.id) this.removePreview(customId);
    const room = this.board.startLiving(customId, match, this.ctx.timestamp(), viewCount ?? this.rng.int(50, 30000), roomName);
    if (!room) return false;
    this.ctx.emit(livingMessage(SOCKET_CODE.LIVING_START, room, match.id, anchor.anchorInfo, this.ctx.timestamp()));
    return true;
  }

  closeLiving(customId: number): void {
    const anchor = this.anchor(customId);
    const room = this.board.closeLiving(customId, this.ctx.timestamp());
    if (anchor && room) this.ctx.emit(livingMessage(SOCKET_CODE.LIVING_CLOSE, room, room.matchId, anchor.anchorInfo, this.ctx.timestamp()));
  }

  changeLiving(customId: number, match: SimMatch): void {
    const anchor = this.anchor(customId);
    const prevMatchId = this.board.changeLiving(customId, match);
    const room = this.board.rooms.get(customId);
    if (anchor && room && prevMatchId !== undefined) {
      this.ctx.emit(livingMessage(SOCKET_CODE.LIVING_CHANGE_MATCH, room, match.id, anchor.anchorInfo, this.ctx.timestamp(), prevMatchId));
    }
  }

  addPreview(customId: number, match: SimMatch): void {
    const anchor = this.anchor(customId);
    const prevMatchId = this.board.addPreview(customId, match);
    if (anchor && prevMatchId !== undefined) this.ctx.emit(previewMessage(SOCKET_CODE.PREVIEW_ADD, match, anchor.anchorInfo, this.ctx.timestamp(), prevMatchId));
  }

  removePreview(customId: number): void {
    const anchor = this.anchor(customId);
    const matchId = this.board.removePreview(customId);
    const match = matchId === undefined ? undefined : this.ctx.world.match(matchId);
    if (anchor && match) this.ctx.emit(previewMessage(SOCKET_CODE.PREVIEW_REMOVE, match, anchor.anchorInfo, this.ctx.timestamp()));
  }

  /** Kick-off: previews end; about half of their anchors go live on the match. */
  onKickoff(match: SimMatch): void {
    for (const customId of [...match.previews]) {
      this.removePreview(customId);
      // Drawn as before for a hand-run anchor too, so it changes no other stream; it just does not go live.
      if (!this.board.rooms.has(customId) && this.rng.chance(0.5) && !this.board.selfRun.has(customId)) this.startLiving(customId, match);
    }
  }

  /** Finished, postponed, cancelled…: streams end or move to another live match; previews go. */
  onMatchOver(match: SimMatch): void {
    for (const customId of [...match.living]) {
      // An anchor broadcasting by hand stays on air after the whistle, until closing the stream.
      if (this.board.selfRun.has(customId)) continue;
      const next = this.rng.chance(0.35) ? this.randomInPlay(match.sport, match.id) : undefined;
      // A banned room never moves on: it closes (the draws above stay, so the stream is unchanged).
      if (next && !this.board.rooms.get(customId)?.banId) this.changeLiving(customId, next);
      else this.closeLiving(customId);
    }
    for (const customId of [...match.previews]) this.removePreview(customId);
  }

  /** Periodic: top up streams and previews, plus the odd spontaneous change. */
  tick(): void {
    const { livingTarget, previewTarget } = this.ctx.world.options;
    for (let k = 0; k < 2 && this.board.living.size < livingTarget; k++) this.startRandomLiving();
    for (let k = 0; k < 2 && this.board.previewing.size < previewTarget; k++) this.addRandomPreview();
    const r = this.rng.next();
    const byEngine = (id: number | undefined): id is number => id !== undefined && !this.board.selfRun.has(id);
    if (r < 0.04) {
      const id = this.board.living.random(this.rng);
      if (byEngine(id)) this.closeLiving(id);
    } else if (r < 0.08) {
      const id = this.board.living.random(this.rng);
      const room = id === undefined ? undefined : this.board.rooms.get(id);
      const next = room ? this.randomInPlay(room.sport, room.matchId) : undefined;
      if (byEngine(id) && next && !room?.banId) this.changeLiving(id, next);
    } else if (r < 0.12) {
      const id = this.board.previewing.random(this.rng);
      const anchor = id === undefined ? undefined : this.anchor(id);
      const next = anchor ? this.upcomingMatch(anchor) : undefined;
      if (byEngine(id) && next) this.addPreview(id, next);
    } else if (r < 0.15) {
      const id = this.board.previewing.random(this.rng);
      if (byEngine(id)) this.removePreview(id);
    }
  }

  private randomAnchor(accept: (a: SimAnchor) => boolean): SimAnchor | undefined {
    const anchors = this.ctx.world.anchors();
    if (anchors.length === 0) return undefined;
    for (let i = 0; i < 12; i++) {
      const a = this.rng.pick(anchors);
      if (accept(a)) return a;
    }
    return undefined;
  }

  private randomInPlay(sport: Sport, exceptMatchId = 0): SimMatch | undefined {
    for (let i = 0; i < 4; i++) {
      const id = this.ctx.inPlay[sport].random(this.rng);
      if (id === undefined) return undefined;
      if (id === exceptMatchId) continue;
      return this.ctx.world.match(id);
    }
    return undefined;
  }

  private startRandomLiving(): void {
    const anchor = this.randomAnchor((a) => !this.board.rooms.has(a.customId) && !this.board.selfRun.has(a.customId));
    if (!anchor) return;
    const preferred = sportOfType(anchor.sportType);
    const match = this.randomInPlay(preferred) ?? this.randomInPlay(preferred === "football" ? "basketball" : "football");
    if (match) this.startLiving(anchor.customId, match);
  }

  /** A not-started match of the anchor's sport, at least 10 minutes away: today, else tomorrow. */
  private upcomingMatch(anchor: SimAnchor): SimMatch | undefined {
    const world = this.ctx.world;
    const sport = sportOfType(anchor.sportType);
    const now = world.now();
    const today = world.todayKey();
    for (const dayKey of [today, addDays(today, 1)]) {
      const day = world.day(sport, dayKey);
      if (day.length === 0) continue;
      for (let i = 0; i < 8; i++) {
        const m = this.rng.pick(day);
        if (m.statusId === 1 && m.kickoffAt > now + 10 * MINUTE_MS) return m;
      }
    }
    return undefined;
  }

  private addRandomPreview(): void {
    const anchor = this.randomAnchor((a) => !this.board.previewOf.has(a.customId) && !this.board.selfRun.has(a.customId));
    const match = anchor ? this.upcomingMatch(anchor) : undefined;
    if (anchor && match) this.addPreview(anchor.customId, match);
  }
}
