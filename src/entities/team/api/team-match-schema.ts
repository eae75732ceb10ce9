// A match as the data library's team calls carry it (a team's matches, a player's, a head-to-head's
// meetings): the library's match fields, its competition and its season.
import { z } from "zod/mini";
import { libraryMatchFields } from "./library-match-fields";

export const teamMatchSchema = z.object({ ...libraryMatchFields(), competitionId: z.number(), seasonId: z.number() });
export type TeamMatch = z.infer<typeof teamMatchSchema>;
