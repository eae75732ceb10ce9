// The app's one way to show a toast, for the HTTP client's notices (app wires it) and for
// features' own messages. Effector flows use showToastFx so a toast is a side effect of a sample.
import { createEffect } from "effector";
import { requestToast } from "./toast-queue";

export type ToastLevel = "error" | "warning" | "success" | "info";

export interface Toast {
  level: ToastLevel;
  message: string;
}

const COLOR: Record<ToastLevel, string> = { error: "red", warning: "yellow", success: "green", info: "blue" };

export function showToast(level: ToastLevel, message: string): void {
  requestToast({ color: COLOR[level], message, autoClose: level === "error" ? 5000 : 3000 });
}

export const showToastFx = createEffect(({ level, message }: Toast) => showToast(level, message));

/** Shorthands for `fn` in a sample that targets showToastFx. */
export const warningToast = (message: string): Toast => ({ level: "warning", message });
export const successToast = (message: string): Toast => ({ level: "success", message });
export const errorToast = (message: string): Toast => ({ level: "error", message });
