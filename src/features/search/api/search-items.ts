// The search results (docs/api-calls.md "Home, search, anchors and live rooms"): LiveSearchItem
// (a living room matching the query) and AnchorSearchItem (an anchor whose nickname matches),
// each page {items, total}.
import { z } from "zod/mini";
import { predictionRecordShape } from "@/entities/prediction";
import { countOrZero, idSchema, listOf, textOrEmpty } from "@/shared/api";

export const liveSearchItemSchema = z.object({
  room: z.object({ roomId: idSchema, roomName: textOrEmpty, coverPicture: textOrEmpty }),
  anchor: z.object({
    anchorCustomId: z.optional(idSchema),
    anchorName: textOrEmpty,
    anchorAvatar: textOrEmpty,
    anchorLevel: countOrZero,
    predictionLevel: countOrZero,
    ...predictionRecordShape,
  }),
  match: z.pipe(
    z.nullish(z.object({ homeTeamName: textOrEmpty, awayTeamName: textOrEmpty })),
    z.transform((match) => match ?? { homeTeamName: "", awayTeamName: "" }),
  ),
});

export const anchorSearchItemSchema = z.object({
  customerId: idSchema,
  nickname: textOrEmpty,
  avatar: textOrEmpty,
  anchorLevel: countOrZero,
  predictionLevel: countOrZero,
  /** 1 living now, 0 not. */
  livingStatus: countOrZero,
  /** 2 not followed, anything else followed. */
  followStatus: countOrZero,
  /** The anchor's room id. */
  identity: z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((identity) => (identity == null ? "" : String(identity)))),
  prepareId: countOrZero,
  ...predictionRecordShape,
});

export type LiveSearchItem = z.infer<typeof liveSearchItemSchema>;
export type AnchorSearchItem = z.infer<typeof anchorSearchItemSchema>;

export const searchPageSchema = <T extends z.core.SomeType>(item: T) => z.object({ items: listOf(item), total: countOrZero });
