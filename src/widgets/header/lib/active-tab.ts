import { ROUTES } from "@/shared/routes";
import type { HeaderTabKey } from "../config/header-tabs";

/** The static part of a route pattern: "/footballTeamDetail/$competeId" → "/footballTeamDetail". */
const baseOf = (path: string) => path.split("/$")[0]!;

// Data-library pages: both libraries and the team, player and history pages reached from them.
const MATCH_DATA_BASES = [
  ROUTES.footballMatchData,
  ROUTES.basketballMatchData,
  ROUTES.footballTeam,
  ROUTES.basketballTeam,
  ROUTES.teamHistory,
  ROUTES.footballPlayer,
  ROUTES.basketballPlayer,
].map((route) => baseOf(route.path));

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which header tab the current path belongs to, if any. */
export function activeTabFor(pathname: string): HeaderTabKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === ROUTES.home.path) return "home";
  if (isUnder(path, ROUTES.football.path)) return "football";
  if (isUnder(path, ROUTES.basketball.path)) return "basketball";
  if (isUnder(path, ROUTES.matchEvents.path)) return "matchEvents";
  if (MATCH_DATA_BASES.some((base) => isUnder(path, base))) return "matchData";
  if (isUnder(path, ROUTES.forecast.path) || isUnder(path, ROUTES.forecastDetail.path)) return "forecast";
  return null;
}
