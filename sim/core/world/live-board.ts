// Who is streaming what: living rooms and previews. Every change keeps the match's living[] and
// previews[] in step, so list payloads and the engine's frames always agree. It also remembers
// each anchor's last ended room (the room info call answers for a room that is not living) and
// numbers previews: prepareId = customId × 1000 + the anchor's counter (docs/api-calls.md).

import { IndexedSet } from "../indexed-set";
import type { SimAnchor, SimEndedRoom, SimLiveRoom, SimMatch } from "../model";

/** prepareId = customId × PREPARE_ID_STRIDE + the anchor's preview counter (1, 2, …). */
export const PREPARE_ID_STRIDE = 1000;
/** Ended streams kept per anchor (the live records of this run). */
const ENDED_ROOMS_KEPT = 200;

function removeFrom(list: number[], value: number): void {
  const i = list.indexOf(value);
  if (i >= 0) list.splice(i, 1);
}

export class LiveBoard {
  /** Living rooms by anchor customId. */
  readonly rooms = new Map<number, SimLiveRoom>();
  readonly living = new IndexedSet();
  /** Preview match id by anchor customId (one preview per anchor; 225 moves it). */
  readonly previewOf = new Map<number, number>();
  readonly previewing = new IndexedSet();
  /** The current preview's prepareId by anchor customId (kept when 225 moves the preview). */
  readonly prepareIdOf = new Map<number, number>();
  /** The last ended stream of each anchor that has streamed in this run. */
  readonly lastRooms = new Map<number, SimEndedRoom>();
  /**
   * Anchors broadcasting from /anchorStart: the engine's random activity leaves their streams and
   * previews alone (it neither starts, moves nor closes them); only the anchor and match ends do.
   */
  readonly selfRun = new Set<number>();
  /** Ended streams per anchor in this run, oldest first (the anchor's live records); capped. */
  readonly endedRooms = new Map<number, SimEndedRoom[]>();
  private readonly prepareCount = new Map<number, number>();
  /** The last preview each anchor removed (a stream starting on its match carries its prepareId). */
  private readonly endedPreview = new Map<number, { prepareId: number; matchId: number }>();

  constructor(
    private readonly anchorById: ReadonlyMap<number, SimAnchor>,
    private readonly matchById: (id: number) => SimMatch | undefined,
    private readonly roomTitle: (anchor: SimAnchor, match: SimMatch) => string,
  ) {}

  /** Starts a stream; undefined when the anchor is already living or unknown. */
  startLiving(customId: number, match: SimMatch, at: number, viewCount: number, roomName?: string): SimLiveRoom | undefined {
    const anchor = this.anchorById.get(customId);
    if (!anchor || this.rooms.has(customId)) return undefined;
    const room: SimLiveRoom = {
      roomId: anchor.roomId,
      hxRoomId: anchor.hxRoomId,
      anchorCustomId: customId,
      roomName: roomName ?? this.roomTitle(anchor, match),
      viewCount,
      matchId: match.id,
      sport: match.sport,
      startedAt: at,
      prepareId: this.prepareIdFor(customId, match.id),
      viewNumber: viewCount,
      banId: 0,
    };
    this.rooms.set(customId, room);
    this.living.add(customId);
    match.living.push(customId);
    return room;
  }

  /** Ends a stream at `at` (sim ms); returns the closed room (its matchId is where it was). */
  closeLiving(customId: number, at: number): SimLiveRoom | undefined {
    const room = this.rooms.get(customId);
    if (!room) return undefined;
    const ended: SimEndedRoom = { ...room, endedAt: at, livingRoomStatus: room.banId ? "illegal" : "end" };
    this.lastRooms.set(customId, ended);
    const log = this.endedRooms.get(customId) ?? [];
    log.push(ended);
    if (log.length > ENDED_ROOMS_KEPT) log.shift();
    this.endedRooms.set(customId, log);
    this.rooms.delete(customId);
    this.living.delete(customId);
    const match = this.matchById(room.matchId);
    if (match) removeFrom(match.living, customId);
    return room;
  }

  /** Moves a stream to another match; returns the previous match id. */
  changeLiving(customId: number, match: SimMatch): number | undefined {
    const room = this.rooms.get(customId);
    const anchor = this.anchorById.get(customId);
    if (!room || !anchor || room.matchId === match.id) return undefined;
    const prev = this.matchById(room.matchId);
    if (prev) removeFrom(prev.living, customId);
    const prevMatchId = room.matchId;
    room.matchId = match.id;
    room.sport = match.sport;
    // An anchor's own room keeps the name the anchor gave it.
    if (!this.selfRun.has(customId)) room.roomName = this.roomTitle(anchor, match);
    match.living.push(customId);
    return prevMatchId;
  }

  /** Sets the anchor's preview; returns the previous preview's match id (0 when none), undefined if unchanged. */
  addPreview(customId: number, match: SimMatch): number | undefined {
    if (!this.anchorById.has(customId)) return undefined;
    const prevId = this.previewOf.get(customId) ?? 0;
    if (prevId === match.id) return undefined;
    if (prevId) {
      const prev = this.matchById(prevId);
      if (prev) removeFrom(prev.previews, customId);
    }
    this.previewOf.set(customId, match.id);
    // A new preview gets the next number; a moved one (225 with prevMatchId) keeps its own.
    if (!prevId) this.prepareIdOf.set(customId, this.nextPrepareId(customId));
    this.previewing.add(customId);
    match.previews.push(customId);
    return prevId;
  }

  /** Drops the anchor's preview; returns its match id. */
  removePreview(customId: number): number | undefined {
    const matchId = this.previewOf.get(customId);
    if (matchId === undefined) return undefined;
    this.previewOf.delete(customId);
    this.endedPreview.set(customId, { prepareId: this.prepareIdOf.get(customId) ?? 0, matchId });
    this.prepareIdOf.delete(customId);
    this.previewing.delete(customId);
    const match = this.matchById(matchId);
    if (match) removeFrom(match.previews, customId);
    return matchId;
  }

  /** The anchor whose preview has this prepareId, if that preview is current. */
  previewOfPrepareId(prepareId: number): { customId: number; matchId: number } | undefined {
    const customId = Math.floor(prepareId / PREPARE_ID_STRIDE);
    const matchId = this.previewOf.get(customId);
    return matchId !== undefined && this.prepareIdOf.get(customId) === prepareId ? { customId, matchId } : undefined;
  }

  private nextPrepareId(customId: number): number {
    const n = (this.prepareCount.get(customId) ?? 0) + 1;
    this.prepareCount.set(customId, n);
    return customId * PREPARE_ID_STRIDE + n;
  }

  /** A stream starting on the match of the anchor's current or just-ended preview carries its prepareId. */
  private prepareIdFor(customId: number, matchId: number): number {
    if (this.previewOf.get(customId) === matchId) return this.prepareIdOf.get(customId) ?? 0;
    const ended = this.endedPreview.get(customId);
    return ended && ended.matchId === matchId ? ended.prepareId : 0;
  }
}
