// The signed-in user as GET /v1/customer/info returns it (docs/api-calls.md).
import { z } from "zod/mini";

export const userInfoSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  /** 1 anchor, 0 user. */
  isAnchor: z.union([z.literal(0), z.literal(1)]),
  /** Shown as the watch-match ID; copyable. */
  userCode: z.string(),
  /** The anchor's room id. */
  identifier: z.nullable(z.number()),
  identity: z.string(),
  phone: z.string(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;
