// One pick as the prediction calls carry it (docs/api-calls.md "Match centre", "Prediction
// schemes"): the kind of odds, the side chosen, the line (0 for 1X2 and moneyline) and the odds.
import { z } from "zod/mini";
import { countOrZero } from "@/shared/api";

export const PICK_KINDS = ["europe", "asia", "overUnder", "moneyline", "spread", "total"] as const;
export const PICK_SELECTIONS = ["home", "draw", "away", "over", "under"] as const;

export const pickSchema = z.object({
  kind: z.enum(PICK_KINDS),
  selection: z.enum(PICK_SELECTIONS),
  line: countOrZero,
  odds: countOrZero,
});

export type PredictionPick = z.infer<typeof pickSchema>;
export type PickKind = PredictionPick["kind"];
export type PickSelection = PredictionPick["selection"];

/** 0 pending, 1 hit, 2 miss, 3 push (or void). */
export const pickResultSchema = z.catch(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), 0);
export type PickResult = z.infer<typeof pickResultSchema>;
