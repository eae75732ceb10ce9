// Toasts of the follow flow. An effect, so tests can swap it through fork({ handlers }).
import { createEffect } from "effector";
import { notifications } from "@mantine/notifications";

export interface FollowToast {
  message: string;
  color: "green" | "yellow";
}

export const showFollowToastFx = createEffect(({ message, color }: FollowToast) => {
  notifications.show({ message, color, autoClose: 3000 });
});
