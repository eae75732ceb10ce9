// The edits a living change makes to the matches it names, as pure functions of the live fields.
import { describe, expect, it } from "vitest";
import type { AnchorRef, LiveFields } from "../model/anchor-ref";
import type { LivingChange, LivingChangeKind } from "../model/living-changed";
import { hasLiveRows, livingEditsOf } from "./living-edits";

const ann: AnchorRef = { avatar: "/a/7.svg", roomId: 700, customId: 7 };
const bob: AnchorRef = { avatar: "/a/8.svg", roomId: 800, customId: 8 };

const change = (kind: LivingChangeKind, matchId: number, anchor: AnchorRef, prevMatchId = 0): LivingChange => ({
  kind,
  sportType: 1,
  matchId,
  prevMatchId,
  anchor,
});

const fields = (overrides: Partial<LiveFields> = {}): LiveFields => ({ living: [], preview: [], roomIds: [], ...overrides });

/** Runs the change's edits over matches by id, as the lists do. */
function run(matches: Record<number, LiveFields>, livingChange: LivingChange) {
  const next = { ...matches };
  for (const [matchId, edit] of livingEditsOf(livingChange)) if (next[matchId]) next[matchId] = edit(next[matchId]);
  return next;
}

describe("livingEditsOf", () => {
  it("started adds the anchor and its room once; again it is the same object", () => {
    const match = fields();
    const edits = livingEditsOf(change("started", 2, ann));
    expect(edits.map(([id]) => id)).toEqual([2]);
    const started = edits[0]![1](match);
    expect(started).toEqual({ living: [ann], preview: [], roomIds: [700] });
    expect(match).toEqual(fields());
    expect(edits[0]![1](started)).toBe(started);
  });

  it("started with a new avatar for the same room replaces the anchor", () => {
    const renamed = { ...ann, avatar: "/a/7b.svg" };
    const [[, edit]] = livingEditsOf(change("started", 2, renamed)) as [[number, (m: LiveFields) => LiveFields]];
    expect(edit(fields({ living: [ann], roomIds: [700] }))).toEqual(fields({ living: [renamed], roomIds: [700] }));
  });

  it("closed removes the anchor and its room; a match without them is the same object", () => {
    const [[, edit]] = livingEditsOf(change("closed", 1, bob)) as [[number, (m: LiveFields) => LiveFields]];
    expect(edit(fields({ living: [ann, bob], roomIds: [700, 800] }))).toEqual(fields({ living: [ann], roomIds: [700] }));
    const without = fields({ living: [ann], roomIds: [700] });
    expect(edit(without)).toBe(without);
  });

  it("matchChanged removes from prevMatchId, then adds to matchId", () => {
    const edits = livingEditsOf(change("matchChanged", 2, bob, 1));
    expect(edits.map(([id]) => id)).toEqual([1, 2]);
    const after = run({ 1: fields({ living: [bob], roomIds: [800] }), 2: fields() }, change("matchChanged", 2, bob, 1));
    expect(after).toEqual({ 1: fields(), 2: fields({ living: [bob], roomIds: [800] }) });
  });

  it("previewAdded moves the preview off another previous match, or only adds", () => {
    expect(livingEditsOf(change("previewAdded", 4, ann, 3)).map(([id]) => id)).toEqual([3, 4]);
    expect(livingEditsOf(change("previewAdded", 4, ann)).map(([id]) => id)).toEqual([4]);
    expect(livingEditsOf(change("previewAdded", 4, ann, 4)).map(([id]) => id)).toEqual([4]);
    const after = run({ 3: fields({ preview: [ann] }), 4: fields() }, change("previewAdded", 4, ann, 3));
    expect(after).toEqual({ 3: fields(), 4: fields({ preview: [ann] }) });
    const same = fields({ preview: [ann] });
    expect(livingEditsOf(change("previewAdded", 4, ann))[0]![1](same)).toBe(same);
  });

  it("previewRemoved removes the preview; a match without it is the same object", () => {
    const [[, edit]] = livingEditsOf(change("previewRemoved", 3, ann)) as [[number, (m: LiveFields) => LiveFields]];
    expect(edit(fields({ preview: [bob, ann] }))).toEqual(fields({ preview: [bob] }));
    const without = fields({ preview: [bob] });
    expect(edit(without)).toBe(without);
  });

  it("hasLiveRows: anchors streaming or previewing the match", () => {
    expect(hasLiveRows(fields())).toBe(false);
    expect(hasLiveRows(fields({ living: [ann] }))).toBe(true);
    expect(hasLiveRows(fields({ preview: [ann] }))).toBe(true);
  });
});
