// The living pushes (docs/wire-protocol.md "Codes" of "Real-time socket", 200–226) as one typed
// event the lists and, later, the home page and the live room read: an anchor went live on a match
// (200), closed (210), moved to another match (220), added a preview (225, moving it from
// prevMatchId when given) or removed one (226).
import { merge, type Event } from "effector";
import { SPORT_TYPE } from "#wire";
import { livingClosed, livingMatchChanged, livingStarted, previewAdded, previewRemoved, type AnchorFrame } from "@/shared/api";
import type { AnchorRef } from "./anchor-ref";

export type LivingChangeKind = "started" | "closed" | "matchChanged" | "previewAdded" | "previewRemoved";

export interface LivingChange {
  kind: LivingChangeKind;
  /** The wire's sportType; a frame without one is football's (football pushes carry football ids). */
  sportType: number;
  matchId: number;
  /** The match the room or preview left (220, 225); 0 when none. */
  prevMatchId: number;
  anchor: AnchorRef;
}

const anchorOf = ({ anchorInfo, roomId }: AnchorFrame): AnchorRef => ({
  avatar: anchorInfo.avatar,
  roomId: roomId || anchorInfo.roomId,
  customId: anchorInfo.customId,
});

const as = (kind: LivingChangeKind) => (frame: AnchorFrame): LivingChange => ({
  kind,
  sportType: frame.sportType || SPORT_TYPE.football,
  matchId: frame.matchId,
  prevMatchId: frame.prevMatchId,
  anchor: anchorOf(frame),
});

export const livingChanged: Event<LivingChange> = merge([
  livingStarted.map(as("started")),
  livingClosed.map(as("closed")),
  livingMatchChanged.map(as("matchChanged")),
  previewAdded.map(as("previewAdded")),
  previewRemoved.map(as("previewRemoved")),
]);
