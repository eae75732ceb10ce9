// Follow an anchor (docs/api-calls.md "Follows"): followStatus 2 → 1 on follow, 1 → 2 on unfollow.
import { memo, useMemo } from "react";
import type { ButtonProps } from "@mantine/core";
import type { FollowTarget } from "../lib/follow-target";
import { useFollowToggle } from "../model/use-follow-toggle";
import { FollowButton } from "./follow-button";

export interface FollowAnchorButtonProps extends Pick<ButtonProps, "size"> {
  /** The anchor's customer id. */
  customerId: number;
  prepareId?: number | null;
  /** From the list or card data: 1 followed, 2 (or anything else) not. */
  followStatus: number;
}

export const FollowAnchorButton = memo(function FollowAnchorButton({ customerId, prepareId, followStatus, size }: FollowAnchorButtonProps) {
  const target = useMemo((): FollowTarget => ({ kind: "anchor", customerId, prepareId: prepareId ?? null }), [customerId, prepareId]);
  const { followed, pending, toggle } = useFollowToggle(target, followStatus === 1);
  return <FollowButton followed={followed} pending={pending} onToggle={toggle} size={size} />;
});
