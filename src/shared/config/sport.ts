// The two sports of the lists and pages, by name, and their sportType on the wire
// (docs/wire-protocol.md: 1 football, 2 basketball; 3 games has no pages).
import { SPORT_TYPE } from "#wire";

export type Sport = "football" | "basketball";

export const sportTypeOf = (sport: Sport): number => SPORT_TYPE[sport];

/** The sport of a wire sportType; null for one without pages (games) or an unknown one. */
export const sportOfType = (sportType: number): Sport | null =>
  sportType === SPORT_TYPE.football ? "football" : sportType === SPORT_TYPE.basketball ? "basketball" : null;
