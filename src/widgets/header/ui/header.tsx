import { Box, Container, Group } from "@mantine/core";
import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { HEADER_BORDER, HEADER_HEIGHT, HEADER_SURFACE } from "../config/header-tabs";
import { activeTabFor } from "../lib/active-tab";
import { Logo } from "./logo";
import { NavTabs } from "./nav-tabs";
import { useBackdropOpacity } from "./use-backdrop-opacity";
import classes from "./header.module.css";

export interface HeaderProps {
  /** Right-hand slot: the app puts search and the session menu here. */
  rightSection?: ReactNode;
}

export function Header({ rightSection }: HeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const opacity = useBackdropOpacity(pathname === "/");
  const percent = Math.round(opacity * 100);

  return (
    <Box
      component="header"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={HEADER_HEIGHT}
      data-opacity={opacity.toFixed(2)}
      style={{
        zIndex: 200,
        backgroundColor: `color-mix(in srgb, ${HEADER_SURFACE} ${percent}%, transparent)`,
        borderBottom: `1px solid color-mix(in srgb, ${HEADER_BORDER} ${percent}%, transparent)`,
        backdropFilter: opacity < 1 ? "blur(6px)" : undefined,
      }}
    >
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xl" className={classes.bar}>
          <Group h="100%" gap="xl" wrap="nowrap" className={classes.left}>
            <Logo />
            <NavTabs active={activeTabFor(pathname)} />
          </Group>
          <Group gap="sm" wrap="nowrap" data-slot="header-right">
            {rightSection}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
