// Live anchors on the football list (spec 1 §4 "Live lists"): 200 adds the anchor and its room
// to the match, 210 removes them, 220 moves them from prevMatchId to matchId; 225 adds a preview
// (moving it from prevMatchId when given), 226 removes it. Only the touched matches get new
// objects, so only their rows re-render.
import { livingClosed, livingMatchChanged, livingStarted, previewAdded, previewRemoved, type AnchorFrame } from "@/shared/api";
import { SPORT_TYPE } from "../config/sport-type";
import { $footballMatches } from "./football-list";
import type { AnchorRef, Match } from "./match-types";
import { withMatches } from "../lib/match-map";

type Edit = (match: Match) => Match;

/** Applies edits to their matches; the same map when nothing changed. */
function editMatches(matches: ReadonlyMap<number, Match>, edits: ReadonlyArray<readonly [number, Edit]>) {
  const changed = new Map<number, Match>();
  for (const [matchId, edit] of edits) {
    const current = changed.get(matchId) ?? matches.get(matchId);
    if (!current) continue;
    const next = edit(current);
    if (next !== current) changed.set(matchId, next);
  }
  return withMatches(matches, [...changed.values()]);
}

const anchorOf = ({ anchorInfo, roomId }: AnchorFrame): AnchorRef => ({
  avatar: anchorInfo.avatar,
  roomId: roomId || anchorInfo.roomId,
  customId: anchorInfo.customId,
});

const sameAnchor = (a: AnchorRef, b: AnchorRef) => a.avatar === b.avatar && a.roomId === b.roomId && a.customId === b.customId;
const sameRoom = (anchor: AnchorRef) => (a: AnchorRef) => (anchor.roomId ? a.roomId === anchor.roomId : a.customId === anchor.customId);
const sameCustom = (anchor: AnchorRef) => (a: AnchorRef) => a.customId === anchor.customId;

/** Adds or replaces the anchor in a list; the same array when it is already there as is. */
function upsert(list: AnchorRef[], anchor: AnchorRef, same: (a: AnchorRef) => boolean): AnchorRef[] {
  const index = list.findIndex(same);
  if (index < 0) return [...list, anchor];
  if (sameAnchor(list[index]!, anchor)) return list;
  return list.map((a, i) => (i === index ? anchor : a));
}

const addLiving = (anchor: AnchorRef): Edit => (match) => {
  const living = upsert(match.living, anchor, sameRoom(anchor));
  const hasRoom = !anchor.roomId || match.roomIds.includes(anchor.roomId);
  if (living === match.living && hasRoom) return match;
  return { ...match, living, roomIds: hasRoom ? match.roomIds : [...match.roomIds, anchor.roomId] };
};

const removeLiving = (anchor: AnchorRef): Edit => (match) => {
  const inRoom = sameRoom(anchor);
  const hasRoom = anchor.roomId !== 0 && match.roomIds.includes(anchor.roomId);
  if (!match.living.some(inRoom) && !hasRoom) return match;
  return { ...match, living: match.living.filter((a) => !inRoom(a)), roomIds: match.roomIds.filter((id) => id !== anchor.roomId) };
};

const addPreview = (anchor: AnchorRef): Edit => (match) => {
  const preview = upsert(match.preview, anchor, sameCustom(anchor));
  return preview === match.preview ? match : { ...match, preview };
};

const removePreview = (anchor: AnchorRef): Edit => (match) =>
  match.preview.some(sameCustom(anchor)) ? { ...match, preview: match.preview.filter((a) => !sameCustom(anchor)(a)) } : match;

// Frames without a sport type are taken as football: football pushes are the ones that carry
// football match ids.
const isFootball = (frame: AnchorFrame) => frame.sportType === 0 || frame.sportType === SPORT_TYPE.football;

const onFootball = (edits: (frame: AnchorFrame) => ReadonlyArray<readonly [number, Edit]>) =>
  (matches: ReadonlyMap<number, Match>, frame: AnchorFrame) => (isFootball(frame) ? editMatches(matches, edits(frame)) : matches);

$footballMatches
  .on(livingStarted, onFootball((f) => [[f.matchId, addLiving(anchorOf(f))]]))
  .on(livingClosed, onFootball((f) => [[f.matchId, removeLiving(anchorOf(f))]]))
  .on(
    livingMatchChanged,
    onFootball((f) => [
      [f.prevMatchId, removeLiving(anchorOf(f))],
      [f.matchId, addLiving(anchorOf(f))],
    ]),
  )
  .on(
    previewAdded,
    onFootball((f) => [
      ...(f.prevMatchId && f.prevMatchId !== f.matchId ? ([[f.prevMatchId, removePreview(anchorOf(f))]] as const) : []),
      [f.matchId, addPreview(anchorOf(f))],
    ]),
  )
  .on(previewRemoved, onFootball((f) => [[f.matchId, removePreview(anchorOf(f))]]));
