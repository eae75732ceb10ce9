/** `sportType` in bodies, replies and socket frames; 3 (games) appears in interests only. */
export const SPORT_TYPE = { football: 1, basketball: 2, games: 3 } as const;

/** The two sports with lists and pages (games has none). */
export type Sport = "football" | "basketball";

export const sportTypeOf = (sport: Sport): (typeof SPORT_TYPE)[Sport] => SPORT_TYPE[sport];

/** The sport of a wire sportType; null for games, an unknown code or a non-number. */
export function sportOfType(sportType: (typeof SPORT_TYPE)[Sport]): Sport;
export function sportOfType(sportType: unknown): Sport | null;
export function sportOfType(sportType: unknown): Sport | null {
  return sportType === SPORT_TYPE.football ? "football" : sportType === SPORT_TYPE.basketball ? "basketball" : null;
}
