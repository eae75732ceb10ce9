export { StreakTags } from "./ui/streak-tags";
export type { StreakSource } from "./lib/streak-tags";
export { predictionRecordShape } from "./api/prediction-schemas";
export { pickSchema, pickResultSchema, PICK_KINDS, type PickKind, type PickResult, type PickSelection, type PredictionPick } from "./api/pick-schema";
export { handicapText, lineText, spreadText } from "./lib/line-text";
export { pickOddsText, pickText, PICK_KIND_TEXT, RESULT_TEXT, type PickLike } from "./lib/pick-text";
export { pickOptions } from "./lib/pick-options";
export { schemeFilterOf, schemeIdOf, type SchemeListSearch } from "./lib/scheme-address";
export { FORECAST_TYPE_TEXT, hitRatePercent, recordRate, SCHEME_STATE_COLOR, SCHEME_STATE_TEXT } from "./lib/scheme-view";
export type { ForecastType, MySchemePage, Scheme, SchemePick, SchemeState } from "./api/scheme-schemas";
export {
  mySchemesQuery,
  SCHEME_PAGE_SIZE,
  schemeDetailQuery,
  schemesQuery,
  usePublishScheme,
  type NewScheme,
  type SchemeFilter,
} from "./api/scheme-requests";
export { SchemeAuthor, SchemeCard, schemeHref, SchemeStateBadge, SchemeTimes } from "./ui/scheme-card";
export { SchemePicks } from "./ui/scheme-picks";
