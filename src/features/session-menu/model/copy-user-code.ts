// 观赛ID copy button (docs/product-rules.md "Roles and the user menu"): 复制成功 / 复制失败.
import { createEffect, createEvent, sample } from "effector";
import { errorToast, showToastFx, successToast } from "@/shared/lib/notify";
import { SESSION_MENU_MESSAGES } from "../config/menu";

export const userCodeCopyClicked = createEvent<string>();
// navigator.clipboard is missing on insecure origins: that throws, and counts as a failure.
export const copyTextFx = createEffect((text: string) => navigator.clipboard.writeText(text));

sample({ clock: userCodeCopyClicked, target: copyTextFx });
sample({ clock: copyTextFx.done, fn: () => successToast(SESSION_MENU_MESSAGES.copied), target: showToastFx });
sample({ clock: copyTextFx.fail, fn: () => errorToast(SESSION_MENU_MESSAGES.copyFailed), target: showToastFx });
