// Follow texts (docs/product-rules.md "Validation", verbatim) and the codes a follow call keeps
// quiet about.
import type { SilentCodes } from "@/shared/api";

export const FOLLOW_MESSAGES = {
  followed: "关注成功",
  unfollowed: "取消关注",
  self: "无法关注自己的账号～",
} as const;

export const FOLLOW_LABELS = { follow: "关注", unfollow: "取消关注", following: "已关注", message: "私信" } as const;

/**
 * A follow that fails changes nothing and shows nothing (docs/product-rules.md "Validation"):
 * every non-session code is silent; 10030/10040/10050 keep their session effects.
 */
export const FOLLOW_SILENT_CODES: SilentCodes = "all";
