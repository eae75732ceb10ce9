// The slim app-download banner on every page: closing it hides it for the browsing session
// (sessionStorage downloadBannerClosed, read when the app starts). It has its own flag: closing
// the prompt leaves the banner as the quiet way back to the app, and closing the banner says
// nothing about the prompt.
import { createEffect, createEvent, createStore, sample } from "effector";
import { appStarted } from "@/shared/model";
import { BANNER_CLOSED_KEY } from "../config/download-config";
import { readFlag, writeFlag } from "../lib/flag-storage";

export const downloadBannerClosed = createEvent();

const readClosedFx = createEffect(() => readFlag(() => window.sessionStorage, BANNER_CLOSED_KEY));
const rememberClosedFx = createEffect(() => writeFlag(() => window.sessionStorage, BANNER_CLOSED_KEY));

export const $downloadBannerShown = createStore(true)
  .on(readClosedFx.doneData, (_, closed) => !closed)
  .on(downloadBannerClosed, () => false);

sample({ clock: appStarted, target: readClosedFx });
sample({ clock: downloadBannerClosed, target: rememberClosedFx });
