import { Group, Menu } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { forgetMatchEventsTab } from "@/shared/lib/storage";
import { AnchorLink } from "@/shared/ui/anchor-link";
import { HEADER_HEIGHT, HEADER_TABS, MATCH_DATA_MENU, type HeaderTabKey } from "../config/header-tabs";

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
      c={active ? "var(--mantine-primary-color-filled)" : "gray.2"}
      fw={active ? 700 : 500}
      fz="md"
      px="md"
      h={HEADER_HEIGHT}
      display="flex"
      style={{
        alignItems: "center",
        whiteSpace: "nowrap",
        borderBottom: `3px solid ${active ? "var(--mantine-primary-color-filled)" : "transparent"}`,
        borderTop: "3px solid transparent",
      }}
    >
      {tab.label}
    </AnchorLink>
  );
}

export function NavTabs({ active }: { active: HeaderTabKey | null }) {
  return (
    <Group component="nav" gap={0} wrap="nowrap" aria-label="主导航">
      {HEADER_TABS.map((tab) =>
        tab.key === "matchData" ? (
          <Menu key={tab.key} trigger="hover" openDelay={60} closeDelay={120} position="bottom" offset={0}>
            <Menu.Target>{tabLink(tab, active === tab.key)}</Menu.Target>
            <Menu.Dropdown>
              {MATCH_DATA_MENU.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          tabLink(tab, active === tab.key)
        ),
      )}
    </Group>
  );
}
