// The app's one QA session (global scope, the app's socket), made when the panel's chunk loads;
// its exports are saved as downloads.
import { sample } from "effector";
import { downloadFx } from "./download";
import { createQaSession } from "./qa-session";

export const appQaSession = createQaSession();

sample({ clock: appQaSession.exportFx.doneData, target: downloadFx });
