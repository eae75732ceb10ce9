import { z } from "zod/mini";
import type { Sport } from "@/shared/config";
import { INDIVIDUAL_CENTER_TABS, MATCH_CENTRE_TABS, searchOf } from "@/shared/routes";

// Query strings stay in the plain shapes of docs/product-rules.md "Routes": every value is read
// as the text it is (`?type=6` is "6", never a JSON value), and written back the same way, so a
// link a user shares reads exactly as it was typed. Each route's schema then coerces its own
// values; a malformed one is dropped (catch) rather than failing the whole page.

export function parsePlainSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith("?") ? search.slice(1) : search));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const plain: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    plain[key] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return searchOf(plain);
}

const id = z.catch(z.optional(z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String))), undefined);

// The sports as an enum for zod: checked against Sport both ways (each sport, and nothing else).
const SPORTS = { football: "football", basketball: "basketball" } as const satisfies { [S in Sport]: S };

/** /liveRoom?roomId={roomId} or /liveRoom?detail={matchId}&SportType={football|basketball}[&tab=live|odds|data|prediction] */
export const liveRoomSearch = z.object({
  roomId: id,
  detail: id,
  SportType: z.catch(z.optional(z.enum(SPORTS)), undefined),
  tab: z.catch(z.optional(z.enum(MATCH_CENTRE_TABS)), undefined),
});

/** /forecast[?sport={football|basketball}][&customId={anchor}][&page={2…}] */
export const forecastSearch = z.object({
  sport: z.catch(z.optional(z.enum(SPORTS)), undefined),
  customId: id,
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
});

/** /personalHomepage?customId={id} */
export const personalHomepageSearch = z.object({ customId: id });

/**
 * /individualCenter?type={1..10} (customerId with type 6, forecastType when coming from
 * forecastDetail, tab=notice for a user's 直播通知 under type 9).
 */
export const individualCenterSearch = z.object({
  type: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10))), undefined),
  customerId: id,
  forecastType: id,
  tab: z.catch(z.optional(z.enum(INDIVIDUAL_CENTER_TABS)), undefined),
});
