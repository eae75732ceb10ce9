// What a living change does to the matches it names (docs/product-rules.md "Live lists"): 200 adds
// the anchor and its room, 210 removes them, 220 moves them from prevMatchId to matchId; 225 adds
// a preview (removing it from prevMatchId when that is another match), 226 removes it. Each edit
// returns the same object when nothing changes, so only touched rows re-render.
import type { AnchorRef, LiveFields } from "../model/anchor-ref";
import type { LivingChange } from "../model/living-changed";

export type LiveFieldsEdit = <M extends LiveFields>(match: M) => M;

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

const addLiving = (anchor: AnchorRef): LiveFieldsEdit => (match) => {
  const living = upsert(match.living, anchor, sameRoom(anchor));
  const hasRoom = !anchor.roomId || match.roomIds.includes(anchor.roomId);
  if (living === match.living && hasRoom) return match;
  return { ...match, living, roomIds: hasRoom ? match.roomIds : [...match.roomIds, anchor.roomId] };
};

const removeLiving = (anchor: AnchorRef): LiveFieldsEdit => (match) => {
  const inRoom = sameRoom(anchor);
  const hasRoom = anchor.roomId !== 0 && match.roomIds.includes(anchor.roomId);
  if (!match.living.some(inRoom) && !hasRoom) return match;
  return { ...match, living: match.living.filter((a) => !inRoom(a)), roomIds: match.roomIds.filter((id) => id !== anchor.roomId) };
};

const addPreview = (anchor: AnchorRef): LiveFieldsEdit => (match) => {
  const preview = upsert(match.preview, anchor, sameCustom(anchor));
  return preview === match.preview ? match : { ...match, preview };
};

const removePreview = (anchor: AnchorRef): LiveFieldsEdit => (match) =>
  match.preview.some(sameCustom(anchor)) ? { ...match, preview: match.preview.filter((a) => !sameCustom(anchor)(a)) } : match;

/** The edits a change makes, by match id, in order. */
export function livingEditsOf({ kind, matchId, prevMatchId, anchor }: LivingChange): ReadonlyArray<readonly [number, LiveFieldsEdit]> {
  switch (kind) {
    case "started":
      return [[matchId, addLiving(anchor)]];
    case "closed":
      return [[matchId, removeLiving(anchor)]];
    case "matchChanged":
      return [
        [prevMatchId, removeLiving(anchor)],
        [matchId, addLiving(anchor)],
      ];
    case "previewAdded":
      return prevMatchId && prevMatchId !== matchId
        ? [
            [prevMatchId, removePreview(anchor)],
            [matchId, addPreview(anchor)],
          ]
        : [[matchId, addPreview(anchor)]];
    case "previewRemoved":
      return [[matchId, removePreview(anchor)]];
  }
}

/** A match has rows for the live popup when anchors stream it or preview it. */
export const hasLiveRows = (match: Pick<LiveFields, "living" | "preview">): boolean => match.living.length > 0 || match.preview.length > 0;
