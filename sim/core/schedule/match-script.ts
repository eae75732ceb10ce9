// Picks the football or basketball script builder for a match.

import type { Catalog } from "../catalog/catalog";
import type { SimMatch } from "../model";
import { basketballScript } from "./basketball-script";
import { footballScript } from "./football-script";
import type { ScriptEvent } from "./script-event";

/** The match's script from its scheduled time, or from `exactKickoffAt` (a forced early kick-off). */
export function matchScript(seed: number, match: SimMatch, catalog: Catalog, exactKickoffAt?: number): ScriptEvent[] {
  const home = catalog.teamById.get(match.homeTeamId);
  const away = catalog.teamById.get(match.awayTeamId);
  const start = exactKickoffAt ?? match.matchTime * 1000;
  const exact = exactKickoffAt !== undefined;
  return match.sport === "football"
    ? footballScript(seed, match, home, away, start, exact)
    : basketballScript(seed, match, catalog.competitionById.get(match.competitionId), home, away, start, exact);
}
