import { z } from "zod";

// Search-param shapes from spec 1 §2. The router's default parser turns "?roomId=12" into the
// number 12, so ids accept numbers and strings and come out as strings. A malformed value is
// dropped (catch) rather than failing the whole page.
const id = z
  .union([z.string().min(1), z.number()])
  .transform(String)
  .optional()
  .catch(undefined);

export const SPORT_TYPES = ["football", "basketball"] as const;

/** /liveRoom?roomId={roomId} or /liveRoom?detail={matchId}&SportType={football|basketball} */
export const liveRoomSearch = z.object({
  roomId: id,
  detail: id,
  SportType: z.enum(SPORT_TYPES).optional().catch(undefined),
});

/** /personalHomepage?customId={id} */
export const personalHomepageSearch = z.object({ customId: id });

/**
 * /individualCenter?type={1..10} (customerId with type 6, forecastType when coming from
 * forecastDetail).
 */
export const individualCenterSearch = z.object({
  type: z.number().int().min(1).max(10).optional().catch(undefined),
  customerId: id,
  forecastType: id,
});
