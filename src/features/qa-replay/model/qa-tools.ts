// The QA tools' code behind one dynamic import (index.ts `loadQaReplay`): the model, the file
// format and the state hash stay out of the first download.
export { createQaSession, type QaSession } from "./qa-session";
export type { QaSocket } from "./app-links";
export { parseRecordingText, readRecordingFile, serializeRecording } from "../lib/recording-format";
export { RECORDING_VERSION, RecordingError, type Recording, type RecordingLine } from "../lib/recording-types";
export { stateHashOf } from "../lib/state-hash";
