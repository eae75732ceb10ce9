// The individual center's menu by role (docs/product-rules.md "Individual center"): `type` is the
// query's type code.
import type { IndividualCenterTab } from "@/shared/routes";

export interface CenterMenuItem {
  type: number;
  label: string;
  /** A second panel under the same type (`&tab=`): a user's 直播通知 shares type 9 with 我的关注. */
  tab?: CenterTab;
}

export type CenterTab = IndividualCenterTab;

/**
 * A user: user level, footprints, messages, my follows (type 9, as the header's menu links it) and
 * live notices (the spec's user type 9 too, told apart by `tab=notice`).
 */
export const USER_CENTER_MENU: readonly CenterMenuItem[] = [
  { type: 2, label: "用户等级" },
  { type: 5, label: "历史足迹" },
  { type: 6, label: "我的消息" },
  { type: 9, label: "我的关注" },
  { type: 9, tab: "notice", label: "直播通知" },
];

/** An anchor: anchor level, forecast level, footprints, messages, live notice, my predictions, fans. */
export const ANCHOR_CENTER_MENU: readonly CenterMenuItem[] = [
  { type: 3, label: "主播等级" },
  { type: 4, label: "预测等级" },
  { type: 5, label: "历史足迹" },
  { type: 6, label: "我的消息" },
  { type: 7, label: "直播预告" },
  { type: 8, label: "我的预测" },
  { type: 10, label: "我的粉丝" },
];
