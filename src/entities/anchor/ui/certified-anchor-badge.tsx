// 认证主播 beside a certified anchor's name (the user menu, the individual center). White on
// Mantine's filled orange (#e8590c) read 3.6:1; this deeper orange reads 5.2:1.
import { Badge, type BadgeProps } from "@mantine/core";

const CERTIFIED_ORANGE = "#c2410c";

export function CertifiedAnchorBadge({ size }: { size: BadgeProps["size"] }) {
  return (
    <Badge size={size} color={CERTIFIED_ORANGE} variant="filled">
      认证主播
    </Badge>
  );
}
