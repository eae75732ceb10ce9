// Which panel a /individualCenter?type= opens for a role (docs/product-rules.md "Individual center").
import { ANCHOR_CENTER_MENU, USER_CENTER_MENU, type CenterMenuItem, type CenterTab } from "../config/center-menu";

export const centerMenuOf = (isAnchor: boolean): readonly CenterMenuItem[] => (isAnchor ? ANCHOR_CENTER_MENU : USER_CENTER_MENU);

/** The type shown: the asked one when the role's menu has it; otherwise (1, none, another role's) the first item. */
export function shownType(asked: number | undefined, isAnchor: boolean): number {
  const menu = centerMenuOf(isAnchor);
  return menu.some((item) => item.type === asked) ? asked! : menu[0]!.type;
}

/** The tab shown: the asked one when the role's menu has it under the shown type; otherwise none. */
export function shownTab(type: number, asked: CenterTab | undefined, isAnchor: boolean): CenterTab | undefined {
  return centerMenuOf(isAnchor).some((item) => item.type === type && item.tab === asked) ? asked : undefined;
}
