import { Avatar, UnstyledButton } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import type { UserInfo } from "@/entities/session";

/** The header's avatar: what a signed-in user sees before the menu's code is here, and the menu's target after. */
export function AvatarButton({ user, ...buttonProps }: { user: UserInfo } & Omit<ComponentPropsWithRef<"button">, "children">) {
  return (
    <UnstyledButton aria-label="用户菜单" {...buttonProps}>
      <Avatar src={user.avatar || null} alt={user.nickname} radius="xl" size={34} />
    </UnstyledButton>
  );
}
