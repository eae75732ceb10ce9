// A finished or coming match as the data library's calls list it (a competition's season, a team's
// matches: docs/api-calls.md "Data library"): teams by id with name and logo, the final score and
// whether the match centre has it. Plain zod fields, so each call adds its own on top; made on
// call, so loading the entity builds no schema until a call needs one.
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
