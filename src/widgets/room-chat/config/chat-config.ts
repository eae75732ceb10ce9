// The room chat's limits and words (docs/product-rules.md "Room chat and moderation"). The sim's
// chat service refuses the same (sim/chat/chat-rules.ts), so a client that skipped them is still held.

export const CHAT_LIMITS = {
  /** Characters of one message (code points: an emoji counts one). */
  maxLength: 50,
  /** One message per this many ms. */
  floodMs: 2000,
  /** Messages kept on screen: older ones drop off the top so a busy room stays fast. */
  maxRows: 200,
  /** px from the bottom that still counts as "at the bottom" (auto-scroll stays on). */
  stickPx: 40,
} as const;

export const CHAT_TEXTS = {
  title: "聊天室",
  placeholder: "说点什么…",
  send: "发送",
  loginToChat: "登录后参与聊天",
  flood: "发言太快了，请稍后再试",
  length: `发言不能超过${CHAT_LIMITS.maxLength}个字`,
  empty: "请输入内容",
  muted: "您已被禁言",
  kicked: "您已被踢出直播间",
  joining: "正在进入聊天室…",
  lost: "聊天室连接中断，正在重连…",
  empty_room: "还没有人发言，来说第一句吧",
  newMessages: "有新消息",
  pending: "发送中",
  failed: "发送失败",
  retry: "重试",
  anchor: "主播",
  admin: "管理员",
  you: "我",
  manage: "房间管理",
} as const;
