// The text button shared by anchor, competition and team follows: 关注 / 已关注.
import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import { FOLLOW_LABELS } from "../config/follow-config";

interface FollowButtonProps extends Pick<ButtonProps, "size"> {
  followed: boolean;
  pending: boolean;
  onToggle: () => void;
}

export function FollowButton({ followed, pending, onToggle, size = "xs" }: FollowButtonProps) {
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle();
  };
  return (
    <Button
      size={size}
      radius="xl"
      variant={followed ? "default" : "filled"}
      aria-pressed={followed}
      aria-busy={pending || undefined}
      title={followed ? FOLLOW_LABELS.unfollow : undefined}
      onClick={onClick}
    >
      {followed ? FOLLOW_LABELS.following : FOLLOW_LABELS.follow}
    </Button>
  );
}
