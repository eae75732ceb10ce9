// Header geometry and tabs (spec 1 §2 "Header and shell").

export const HEADER_HEIGHT = 64;
/** On home the header turns fully opaque once the page has scrolled this far. */
export const HEADER_OPAQUE_AT_PX = 95;

export type HeaderTabKey = "home" | "football" | "basketball" | "matchEvents" | "matchData" | "forecast";

export const HEADER_TABS = [
  { key: "home", label: "首页", to: "/" },
  { key: "football", label: "足球", to: "/football" },
  { key: "basketball", label: "篮球", to: "/basketball" },
  { key: "matchEvents", label: "比分", to: "/matchEvents" },
  { key: "matchData", label: "资料库", to: "/footballMatchData" },
  { key: "forecast", label: "预测", to: "/forecast" },
] as const satisfies ReadonlyArray<{ key: HeaderTabKey; label: string; to: string }>;

/** The hover menu under the 资料库 tab. */
export const MATCH_DATA_MENU = [
  { label: "足球资料库", to: "/footballMatchData" },
  { label: "篮球资料库", to: "/basketballMatchData" },
] as const;
