// Id allocation. Ids are globally unique across kinds and sports so one logo URL scheme
// (/api/sim/logo/{kind}/{id}.svg) and one match lookup serve everything, and a match id alone
// tells its sport and day: that is what lets world.match(id) build a day lazily.

import type { Sport } from "./model";

/** Basketball competitions are 1..999 (NBA is 1, as the data library expects); football 1001+. */
export const COMPETITION_ID_BASE: Readonly<Record<Sport, number>> = { basketball: 0, football: 1000 };
export const TEAM_ID_BASE: Readonly<Record<Sport, number>> = { football: 100_000, basketball: 300_000 };
export const MATCH_ID_BASE: Readonly<Record<Sport, number>> = { football: 10_000_000, basketball: 500_000_000 };
/** Matches per day per sport can not exceed this. */
export const MATCH_DAY_STRIDE = 100_000;
/** Day index = days from the world's first "today" + this origin (keeps ids positive). */
export const DAY_INDEX_ORIGIN = 1000;
export const MAX_DAY_INDEX = 2 * DAY_INDEX_ORIGIN;
export const ANCHOR_ID_BASE = 10_000;
export const ROOM_ID_BASE = 880_000;

export function matchIdOf(sport: Sport, dayIndex: number, n: number): number {
  return MATCH_ID_BASE[sport] + dayIndex * MATCH_DAY_STRIDE + n;
}

export function parseMatchId(id: number): { sport: Sport; dayIndex: number; n: number } | undefined {
  if (!Number.isInteger(id)) return undefined;
  for (const sport of ["basketball", "football"] as const) {
    const rel = id - MATCH_ID_BASE[sport];
    if (rel >= 0 && rel <= MAX_DAY_INDEX * MATCH_DAY_STRIDE + MATCH_DAY_STRIDE) {
      return { sport, dayIndex: Math.floor(rel / MATCH_DAY_STRIDE), n: rel % MATCH_DAY_STRIDE };
    }
  }
  return undefined;
}

/** The SVG artwork of a logo, which scales to any size: a news article's 640×360 figure. */
export function logoArtUrl(kind: "competition" | "team" | "avatar", id: number): string {
  return `/api/sim/logo/${kind}/${id}.svg`;
}

export function logoUrl(kind: "competition" | "team" | "avatar", id: number): string {
  // Competition and team logos are PNGs, as a CDN serves them (see logo-png.ts); avatars stay SVG.
  return `/api/sim/logo/${kind}/${id}.${kind === "avatar" ? "svg" : "png"}`;
}
