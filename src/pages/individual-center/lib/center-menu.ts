// Which panel a /individualCenter?type= opens for a role (docs/product-rules.md "Individual center").
import { ANCHOR_CENTER_MENU, USER_CENTER_MENU, type CenterMenuItem } from "../config/center-menu";

export const centerMenuOf = (isAnchor: boolean): readonly CenterMenuItem[] => (isAnchor ? ANCHOR_CENTER_MENU : USER_CENTER_MENU);

/** The type shown: the asked one when the role's menu has it; otherwise (1, none, another role's) the first item. */
export function shownType(asked: number | undefined, isAnchor: boolean): number {
  const menu = centerMenuOf(isAnchor);
  return menu.some((item) => item.type === asked) ? asked! : menu[0]!.type;
}
