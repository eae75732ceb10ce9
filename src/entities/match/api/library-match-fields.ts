// A finished or coming match as the data library's calls list it (a competition's season, a team's
// matches: docs/api-calls.md "Data library"): teams by id with name and logo, the final score and
// whether the match centre has it. Plain zod fields, so each call adds its own on top; made on
// call, so the entity's index does no work at load (it is in every page's first download).
import { z } from "zod/mini";

export const libraryMatchFields = () => ({
  matchId: z.number(),
  matchTime: z.number(),
  statusId: z.number(),
  homeTeamId: z.number(),
  homeName: z.string(),
  homeLogo: z.string(),
  awayTeamId: z.number(),
  awayName: z.string(),
  awayLogo: z.string(),
  homeScore: z.number(),
  awayScore: z.number(),
  hasDetail: z.boolean(),
});
