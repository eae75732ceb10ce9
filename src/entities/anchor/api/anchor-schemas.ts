// An anchor as the anchor calls carry it (docs/api-calls.md "Home, search, anchors and live
// rooms"): AnchorInfo (/anchor/top, /anchor/detail) and PreviewItem (/anchor/findPreview, the
// recommendations). Fields the server leaves out read as empty, 0 or null.
import { z } from "zod/mini";
import { liveRoomItemSchema } from "@/entities/live-room/@x/anchor";
import { hitRateSchema, multiHitSchema } from "@/entities/prediction/@x/anchor";
import { countOrZero, idSchema, textOrEmpty } from "@/shared/api";

/** 1 the caller follows the anchor, 2 not (anything else reads as 2). */
const followStatusSchema = z.pipe(z.nullish(z.number()), z.transform((status): 1 | 2 => (status === 1 ? 1 : 2)));

/** A room id the server may send as a number or a numeric string; null when there is none. */
const roomIdSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) => {
    const id = Number(value);
    return value !== null && value !== undefined && value !== "" && Number.isInteger(id) && id > 0 ? id : null;
  }),
);

export const anchorPredictionDataSchema = z.object({
  singleLatestHitRate: z.nullish(hitRateSchema),
  singleMonthHitRate: z.nullish(hitRateSchema),
  multiMaxOdds: countOrZero,
});

export const anchorInfoSchema = z.object({
  customId: idSchema,
  /** The anchor's room id. */
  identifier: roomIdSchema,
  nickname: textOrEmpty,
  avatar: textOrEmpty,
  anchorLevel: countOrZero,
  predictionLevel: countOrZero,
  description: textOrEmpty,
  followStatus: followStatusSchema,
  fansCount: countOrZero,
  livingStatus: z.pipe(z.nullish(z.number()), z.transform((status) => status === 1)),
  /** The room while the anchor is living. */
  living: z.pipe(z.nullish(liveRoomItemSchema), z.transform((room) => room ?? null)),
  /** The single-pick streak. */
  singleTag: countOrZero,
  multiTag: z.pipe(z.nullish(multiHitSchema), z.transform((tag) => tag ?? null)),
  anchorPredictionData: z.pipe(z.nullish(anchorPredictionDataSchema), z.transform((data) => data ?? null)),
});

export const previewItemSchema = z.object({
  prepareId: idSchema,
  anchor: z.object({
    anchorCustomId: idSchema,
    anchorAvatar: textOrEmpty,
    anchorName: textOrEmpty,
    anchorLevel: countOrZero,
    predictionLevel: countOrZero,
  }),
  match: z.object({
    matchId: idSchema,
    sportType: idSchema,
    homeTeamName: textOrEmpty,
    awayTeamName: textOrEmpty,
    homeTeamLogo: textOrEmpty,
    awayTeamLogo: textOrEmpty,
    competitionShortName: textOrEmpty,
    /** Kick-off, unix seconds. */
    matchTime: countOrZero,
  }),
  title: textOrEmpty,
  /** The caller asked to be reminded. */
  remind: z.pipe(z.nullish(z.boolean()), z.transform((remind) => remind === true)),
});

export type AnchorInfo = z.infer<typeof anchorInfoSchema>;
export type PreviewItem = z.infer<typeof previewItemSchema>;
