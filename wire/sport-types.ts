/** `sportType` in bodies, replies and socket frames; 3 (games) appears in interests only. */
export const SPORT_TYPE = { football: 1, basketball: 2, games: 3 } as const;
