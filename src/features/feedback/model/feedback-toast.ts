// Toasts of the feedback and complaint flows. An effect, so tests swap it through fork({ handlers }).
import { createEffect } from "effector";
import { requestToast } from "@/shared/lib/notify";

export interface FeedbackToast {
  message: string;
  color: "green" | "yellow";
}

export const showFeedbackToastFx = createEffect(({ message, color }: FeedbackToast) => {
  requestToast({ message, color, autoClose: 3000 });
});
