// What the match entity may use of live rooms: the anchors a match carries and how the living
// pushes change them.
export type { AnchorRef, LiveFields } from "../model/anchor-ref";
export { livingChanged, type LivingChange } from "../model/living-changed";
export { livingEditsOf } from "../lib/living-edits";
