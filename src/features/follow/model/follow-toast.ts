// Toasts of the follow flow. An effect, so tests can swap it through fork({ handlers }).
import { createEffect } from "effector";
import { requestToast } from "@/shared/lib/notify";

export interface FollowToast {
  message: string;
  color: "green" | "yellow";
}

export const showFollowToastFx = createEffect(({ message, color }: FollowToast) => {
  requestToast({ message, color, autoClose: 3000 });
});
