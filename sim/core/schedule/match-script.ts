// Picks the football or basketball script builder for a match.

import type { Catalog } from "../catalog/catalog";
import type { SimMatch } from "../model";
import { basketballScript } from "./basketball-script";
import { footballScript } from "./football-script";
import type { ScriptEvent } from "./script-event";

export function matchScript(seed: number, match: SimMatch, catalog: Catalog, kickoffAt: number = match.kickoffAt): ScriptEvent[] {
  const home = catalog.teamById.get(match.homeTeamId);
  const away = catalog.teamById.get(match.awayTeamId);
  return match.sport === "football"
    ? footballScript(seed, match, home, away, kickoffAt)
    : basketballScript(seed, match, catalog.competitionById.get(match.competitionId), home, away, kickoffAt);
}
