// The individual center's menu: a column beside the panel, or on a phone one row that scrolls
// sideways, brought round to the current item (it may sit past the edge, e.g. 我的粉丝).
import { useRef } from "react";
import { Link } from "@tanstack/react-router";
import { useCurrentInRow } from "@/shared/lib/scroll-row";
import { ROUTES } from "@/shared/routes";
import type { CenterTab } from "../config/center-menu";
import { centerMenuOf } from "../lib/center-menu";
import classes from "./individual-center.module.css";

export function CenterMenuNav({ isAnchor, type, tab }: { isAnchor: boolean; type: number; tab?: CenterTab }) {
  const nav = useRef<HTMLElement>(null);
  useCurrentInRow(nav, [type, tab, isAnchor]);

  return (
    <nav ref={nav} className={classes.menu} aria-label="个人中心菜单">
      {centerMenuOf(isAnchor).map((item) => (
        <Link
          key={`${item.type}-${item.tab ?? ""}`}
          to={ROUTES.individualCenter.href({ type: item.type, tab: item.tab })}
          className={classes.menuItem}
          aria-current={item.type === type && item.tab === tab ? "page" : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
