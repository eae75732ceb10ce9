// The app's one way to show a toast, for the HTTP client's notices (app wires it) and for
// features' own messages. Effector flows use showToastFx so a toast is a side effect of a sample
// (tests swap it through fork({ handlers })).
//
// Toasts go to Mantine's notifications store, a module of its own: one asked for before the
// notifications UI has downloaded (shared/ui/toasts loads it on the first toast) waits there and
// shows once it has. Importing the store does not bring that UI or its styles along.
import { createEffect } from "effector";
import { notifications, notificationsStore } from "@mantine/notifications";

export type ToastLevel = "error" | "warning" | "success" | "info";

export interface Toast {
  level: ToastLevel;
  message: string;
}

const COLOR: Record<ToastLevel, string> = { error: "red", warning: "yellow", success: "green", info: "blue" };

// The toast's id is its text: a second identical toast while the first is on screen (two calls
// failing for the same reason, a double click) is not stacked under it; once it closes, it may
// show again.
export function showToast(level: ToastLevel, message: string): void {
  const id = `${level}:${message}`;
  const { notifications: onScreen, queue } = notificationsStore.getState();
  if (onScreen.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id)) return; // waiting past the limit counts too
  notifications.show({ id, color: COLOR[level], message, autoClose: level === "error" ? 5000 : 3000 });
}

export const showToastFx = createEffect(({ level, message }: Toast) => showToast(level, message));

/** Shorthands for `fn` in a sample that targets showToastFx. */
export const warningToast = (message: string): Toast => ({ level: "warning", message });
export const successToast = (message: string): Toast => ({ level: "success", message });
export const errorToast = (message: string): Toast => ({ level: "error", message });
