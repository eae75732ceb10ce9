import { Group, Text } from "@mantine/core";
import { ROUTES } from "@/shared/routes";
import { AnchorLink } from "@/shared/ui/anchor-link";
import classes from "./header.module.css";

/** A simple ball mark: a circle with a pentagon patch and seams. */
function BallMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="var(--app-accent)" />
      <path
        d="M16 10.5l5.2 3.8-2 6.1h-6.4l-2-6.1z"
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-color-white)"
        strokeLinejoin="round"
      />
      <path
        d="M16 10.5V3M21.2 14.3l7-2.3M19.2 20.4l4.3 6M12.8 20.4l-4.3 6M10.8 14.3l-7-2.3"
        stroke="var(--mantine-color-white)"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <AnchorLink to={ROUTES.home.path} underline="never" c="inherit" aria-label="看球 首页">
      <Group gap={8} wrap="nowrap">
        <BallMark />
        <Text component="span" fz={22} fw={800} lh={1} c="white" style={{ letterSpacing: 2 }} className={classes.logoText}>
          看球
        </Text>
      </Group>
    </AnchorLink>
  );
}
