// The individual center's menu: a column beside the panel, or on a phone one row that scrolls
// sideways, brought round to the current item (it may sit past the edge, e.g. 我的粉丝).
import { useLayoutEffect, useRef } from "react";
import { Link } from "@tanstack/react-router";
import { ROUTES } from "@/shared/routes";
import type { CenterTab } from "../config/center-menu";
import { centerMenuOf } from "../lib/center-menu";
import classes from "./individual-center.module.css";

/** Space kept between the current item and the row's edge. */
const EDGE_PX = 8;

export function CenterMenuNav({ isAnchor, type, tab }: { isAnchor: boolean; type: number; tab?: CenterTab }) {
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left + EDGE_PX;
    else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right + EDGE_PX;
  }, [type, tab, isAnchor]);

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
