// Header geometry and tabs (docs/product-rules.md "Header and shell").
import { ROUTES } from "@/shared/routes";

export const HEADER_HEIGHT = 64;
/** On home the header turns fully opaque once the page has scrolled this far. */
export const HEADER_OPAQUE_AT_PX = 95;
/**
 * The surface the header turns to: the specification's white, and in the dark theme its
 * equivalent, the raised surface (Mantine's default surface: white in light, dark-6 in dark),
 * lighter than the page (dark-7) so the fixed header stands out above the content.
 */
export const HEADER_SURFACE = "var(--mantine-color-default)";
export const HEADER_BORDER = "var(--mantine-color-default-border)";

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
