// The picks a publisher may choose on one market, priced as the server prices them (the wire's
// pricePick, docs/api-calls.md "Prediction schemes"). The form shows these; the server prices the
// pick again from its own current line when it is published.
import { PICK_SIDES, pricePick } from "#wire";
import type { PickKind, PredictionPick } from "../api/pick-schema";

export function pickOptions(kind: PickKind, values: readonly number[]): PredictionPick[] {
  return PICK_SIDES[kind].flatMap((selection) => pricePick(kind, selection, values) ?? []);
}
