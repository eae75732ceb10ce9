// The user menu by role and its texts (docs/product-rules.md "Roles and the user menu").
export interface MenuLink {
  label: string;
  /** /individualCenter?type= (docs/product-rules.md "Routes"). */
  type: number;
}

export const USER_MENU_LINKS: readonly MenuLink[] = [
  { label: "历史足迹", type: 5 },
  { label: "我的消息", type: 6 },
  { label: "我的关注", type: 9 },
];

export const ANCHOR_MENU_LINKS: readonly MenuLink[] = [
  { label: "历史足迹", type: 5 },
  { label: "我的消息", type: 6 },
  { label: "直播预告", type: 7 },
  { label: "我的预测", type: 8 },
];

export const SESSION_MENU_MESSAGES = {
  copied: "复制成功",
  copyFailed: "复制失败",
  loggedOut: "账号已退出",
  liveClosed: "下播成功，辛苦您了～",
  /** The confirm a living anchor sees before logging out. */
  endsLive: "您正在直播中，退出登录将结束当前直播，确定退出吗？",
} as const;
