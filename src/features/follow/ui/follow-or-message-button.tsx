// An anchor's card button on the home player and the live lists (docs/product-rules.md "Live
// player"): 关注 while the viewer does not follow the anchor; once they do, 私信, which needs a login
// and opens the message page with the anchor (personal center type 6) in a new tab. Nothing for
// the anchor's own card.
import { memo, useMemo, type MouseEvent } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import { useUnit } from "effector-react";
import { $isLoggedIn, $userInfo, loginRequested } from "@/entities/session";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import { FOLLOW_LABELS } from "../config/follow-config";
import type { FollowTarget } from "../lib/follow-target";
import { useFollowToggle } from "../model/use-follow-toggle";
import { FollowButton } from "./follow-button";

/** The personal center's messages (type 6) with this anchor. */
const MESSAGE_TYPE = 6;

export interface FollowOrMessageButtonProps extends Pick<ButtonProps, "size"> {
  customerId: number;
  prepareId?: number | null;
  /** From the room data: 1 followed, 2 not. */
  followStatus: number;
}

export const FollowOrMessageButton = memo(function FollowOrMessageButton({ customerId, prepareId, followStatus, size = "xs" }: FollowOrMessageButtonProps) {
  const target = useMemo((): FollowTarget => ({ kind: "anchor", customerId, prepareId: prepareId ?? null }), [customerId, prepareId]);
  const { followed, pending, toggle } = useFollowToggle(target, followStatus === 1);
  const [loggedIn, user, askLogin] = useUnit([$isLoggedIn, $userInfo, loginRequested]);
  if (user?.id === customerId) return null;
  if (!followed) return <FollowButton followed={false} pending={pending} onToggle={toggle} size={size} />;
  const message = (event: MouseEvent) => {
    event.stopPropagation();
    if (!loggedIn) askLogin();
    else openInNewTab(ROUTES.individualCenter.href({ type: MESSAGE_TYPE, customerId }));
  };
  return (
    <Button size={size} radius="xl" variant="light" onClick={message}>
      {FOLLOW_LABELS.message}
    </Button>
  );
});
