// Header geometry and tabs (docs/product-rules.md "Header and shell").
import { ROUTES } from "@/shared/routes";

export const HEADER_HEIGHT = 64;
/** On home the header turns fully opaque once the page has scrolled this far. */
export const HEADER_OPAQUE_AT_PX = 95;

export type HeaderTabKey = "home" | "football" | "basketball" | "matchEvents" | "matchData" | "forecast";

export const HEADER_TABS = [
  { key: "home", label: "首页", to: ROUTES.home.path },
  { key: "football", label: "足球", to: ROUTES.football.path },
  { key: "basketball", label: "篮球", to: ROUTES.basketball.path },
  { key: "matchEvents", label: "比分", to: ROUTES.matchEvents.path },
  { key: "matchData", label: "资料库", to: ROUTES.footballMatchData.path },
  { key: "forecast", label: "预测", to: ROUTES.forecast.path },
] as const satisfies ReadonlyArray<{ key: HeaderTabKey; label: string; to: string }>;

/** The hover menu under the 资料库 tab. */
export const MATCH_DATA_MENU = [
  { label: "足球资料库", to: ROUTES.footballMatchData.path },
  { label: "篮球资料库", to: ROUTES.basketballMatchData.path },
] as const;
