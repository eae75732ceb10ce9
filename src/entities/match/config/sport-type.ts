// sportType as the calls send it (docs/api-calls.md): 1 football, 2 basketball, 3 games.
import type { Sport } from "../model/match-types";

export const SPORT_TYPE = { football: 1, basketball: 2, games: 3 } as const;

export type SportType = (typeof SPORT_TYPE)[keyof typeof SPORT_TYPE];

export const sportTypeOf = (sport: Sport): SportType => SPORT_TYPE[sport];
