// The individual center's prediction calls (docs/api-calls.md "Prediction schemes"): the caller's
// own schemes and record come from the prediction entity's findMyPredictionScheme query; this file
// names the forecast types the record's tabs use.
export { mySchemesQuery, SCHEME_PAGE_SIZE } from "@/entities/prediction";

/** The record's tabs: 1 单场 (one pick), 2 串关 (several); ?forecastType= picks the first shown. */
export const RECORD_TABS = [
  { value: "1", label: "单场" },
  { value: "2", label: "串关" },
] as const;

export const forecastTypeOf = (raw: unknown): 1 | 2 => (String(raw) === "2" ? 2 : 1);
