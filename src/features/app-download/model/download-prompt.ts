// The app-download prompt: opened by home 200 ms after load (unless closed before) and by any
// banner that asks for the app (a normal banner's click on home).
import { createEvent, createStore } from "effector";

/** Anyone may ask for the prompt: a banner click, the side panel. */
export const downloadPromptRequested = createEvent();
export const downloadPromptClosed = createEvent();

export const $downloadPromptOpen = createStore(false)
  .on(downloadPromptRequested, () => true)
  .on(downloadPromptClosed, () => false);
