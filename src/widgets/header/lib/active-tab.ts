import type { HeaderTabKey } from "../config/header-tabs";

// Data-library pages: both libraries and the team, player and history pages reached from them.
const MATCH_DATA_PREFIXES = [
  "/footballMatchData",
  "/basketballMatchData",
  "/footballTeamDetail",
  "/basketballTeamDetail",
  "/teamDetailHistory",
  "/footballPlayerDetail",
  "/basketballPlayerDetail",
];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which header tab the current path belongs to, if any. */
export function activeTabFor(pathname: string): HeaderTabKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return "home";
  if (isUnder(path, "/football")) return "football";
  if (isUnder(path, "/basketball")) return "basketball";
  if (isUnder(path, "/matchEvents")) return "matchEvents";
  if (MATCH_DATA_PREFIXES.some((base) => isUnder(path, base))) return "matchData";
  if (isUnder(path, "/forecast") || isUnder(path, "/forecastDetail")) return "forecast";
  return null;
}
