// The hover menu under 资料库 (docs/product-rules.md "Header and shell"): the football and
// basketball libraries. Loaded the first time the tab is hovered or focused (NavTabs), so the
// popover machinery is not part of what every page downloads first; it opens then. A hover menu:
// it leaves the focus on the tab rather than pulling it into its items.
import { Menu } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { OnDemandPopoverProps } from "@/shared/ui/on-demand";
import { MATCH_DATA_MENU } from "../config/header-tabs";

export function DataLibraryMenu({ target, opened, onChange }: OnDemandPopoverProps) {
  return (
    <Menu trigger="hover" openDelay={60} closeDelay={120} position="bottom" offset={0} opened={opened} onChange={onChange} trapFocus={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {MATCH_DATA_MENU.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
