import { Group } from "@mantine/core";
import { useRef } from "react";
import { useCurrentInRow } from "@/shared/lib/scroll-row";
import { forgetMatchEventsTab } from "@/shared/lib/storage";
import { AnchorLink } from "@/shared/ui/anchor-link";
import { createOnDemandPopover } from "@/shared/ui/on-demand";
import { HEADER_HEIGHT, HEADER_TABS, type HeaderTabKey } from "../config/header-tabs";
import classes from "./header.module.css";

// 资料库's hover menu: the plain tab link until the pointer or the focus first comes to it; the
// link stays (and keeps the focus) while the menu downloads, and is then the menu's target.
const DataLibraryMenu = createOnDemandPopover(() => import("./data-library-menu").then((module) => module.DataLibraryMenu), "hover");

type Tab = (typeof HEADER_TABS)[number];

// A plain function returning the element (not a component) so Menu.Target can attach its ref and
// hover handlers straight onto the link.
function tabLink(tab: Tab, active: boolean) {
  return (
    <AnchorLink
      key={tab.key}
      to={tab.to}
      // Highlighting follows activeTabFor; keep the router's own "active" marking to exact matches
      // so the 首页 link is not marked current on every page.
      activeOptions={{ exact: true, includeSearch: false }}
      underline="never"
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      onClick={tab.key === "matchEvents" ? forgetMatchEventsTab : undefined}
      c={active ? "var(--app-accent)" : "gray.2"}
      fw={active ? 700 : 500}
      fz="md"
      px="md"
      h={HEADER_HEIGHT}
      display="flex"
      style={{
        alignItems: "center",
        whiteSpace: "nowrap",
        borderBottom: `3px solid ${active ? "var(--app-accent)" : "transparent"}`,
        borderTop: "3px solid transparent",
      }}
    >
      {tab.label}
    </AnchorLink>
  );
}

export function NavTabs({ active }: { active: HeaderTabKey | null }) {
  // On a phone the tabs scroll sideways: the current one is brought into view.
  const nav = useRef<HTMLDivElement>(null);
  useCurrentInRow(nav, [active]);
  return (
    <Group ref={nav} component="nav" gap={0} wrap="nowrap" aria-label="主导航" className={classes.nav}>
      {HEADER_TABS.map((tab) =>
        tab.key === "matchData" ? <DataLibraryMenu key={tab.key} trigger={tabLink(tab, active === tab.key)} /> : tabLink(tab, active === tab.key),
      )}
    </Group>
  );
}
