// Who is streaming what: living rooms and previews. Every change keeps the match's living[] and
// previews[] in step, so list payloads and the engine's frames always agree.

import { IndexedSet } from "../indexed-set";
import type { SimAnchor, SimLiveRoom, SimMatch } from "../model";

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

  constructor(
    private readonly anchorById: ReadonlyMap<number, SimAnchor>,
    private readonly matchById: (id: number) => SimMatch | undefined,
    private readonly roomTitle: (anchor: SimAnchor, match: SimMatch) => string,
  ) {}

  /** Starts a stream; undefined when the anchor is already living or unknown. */
  startLiving(customId: number, match: SimMatch, at: number, viewCount: number): SimLiveRoom | undefined {
    const anchor = this.anchorById.get(customId);
    if (!anchor || this.rooms.has(customId)) return undefined;
    const room: SimLiveRoom = {
      roomId: anchor.roomId,
      hxRoomId: anchor.hxRoomId,
      anchorCustomId: customId,
      roomName: this.roomTitle(anchor, match),
      viewCount,
      matchId: match.id,
      sport: match.sport,
      startedAt: at,
    };
    this.rooms.set(customId, room);
    this.living.add(customId);
    match.living.push(customId);
    return room;
  }

  /** Ends a stream; returns the closed room (its matchId is where it was). */
  closeLiving(customId: number): SimLiveRoom | undefined {
    const room = this.rooms.get(customId);
    if (!room) return undefined;
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
    room.roomName = this.roomTitle(anchor, match);
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
    this.previewing.add(customId);
    match.previews.push(customId);
    return prevId;
  }

  /** Drops the anchor's preview; returns its match id. */
  removePreview(customId: number): number | undefined {
    const matchId = this.previewOf.get(customId);
    if (matchId === undefined) return undefined;
    this.previewOf.delete(customId);
    this.previewing.delete(customId);
    const match = this.matchById(matchId);
    if (match) removeFrom(match.previews, customId);
    return matchId;
  }
}
