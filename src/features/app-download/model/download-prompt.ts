// The app-download prompt: home opens it 200 ms after it is shown unless it was closed before
// (localStorage downloadPromptClosed, read when the app starts); anything asking for the app (a
// normal banner's click, the download banner) opens it whatever the flag. Any close sets the flag.
import { createEffect, createEvent, createStore, sample } from "effector";
import { createGate } from "effector-react";
import { and, delay, not } from "patronum";
import { appStarted } from "@/shared/model";
import { PROMPT_CLOSED_KEY, PROMPT_DELAY_MS } from "../config/download-config";
import { readFlag, writeFlag } from "../lib/flag-storage";

/** Anyone may ask for the prompt: a banner click, the download banner. */
export const downloadPromptRequested = createEvent();
export const downloadPromptClosed = createEvent();

/** Open while the home page is shown (the shell mounts it there). */
export const HomePromptGate = createGate();

const readClosedFx = createEffect(() => readFlag(() => window.localStorage, PROMPT_CLOSED_KEY));
const rememberClosedFx = createEffect(() => writeFlag(() => window.localStorage, PROMPT_CLOSED_KEY));

/** The prompt was closed once: home no longer opens it by itself. */
export const $downloadPromptDismissed = createStore(false)
  .on(readClosedFx.doneData, (_, closed) => closed)
  .on(downloadPromptClosed, () => true);

export const $downloadPromptOpen = createStore(false)
  .on(downloadPromptRequested, () => true)
  .on(downloadPromptClosed, () => false);

sample({ clock: appStarted, target: readClosedFx });
sample({ clock: downloadPromptClosed, target: rememberClosedFx });

// Still on home when the delay is up (a quick move away cancels it), and never closed before.
sample({
  clock: delay(HomePromptGate.open, PROMPT_DELAY_MS),
  filter: and(HomePromptGate.status, not($downloadPromptDismissed)),
  target: downloadPromptRequested,
});
