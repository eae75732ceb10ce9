// The individual center's menu by role (docs/product-rules.md "Individual center"): `type` is the
// query's type code.
export interface CenterMenuItem {
  type: number;
  label: string;
}

/** A user: user level, footprints, messages, my follows (type 9, as the header's menu links it). */
export const USER_CENTER_MENU: readonly CenterMenuItem[] = [
  { type: 2, label: "用户等级" },
  { type: 5, label: "历史足迹" },
  { type: 6, label: "我的消息" },
  { type: 9, label: "我的关注" },
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
