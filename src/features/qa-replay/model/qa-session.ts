// The QA tools' model: recording, replay and what the panel reads, over one set of app links.
import { combine } from "effector";
import { createAppLinks, type AppLinksOptions } from "./app-links";
import { createInspectorModel } from "./inspector-model";
import { createRecordingModel } from "./recording-model";
import { createReplayModel } from "./replay-model";

export function createQaSession(options: AppLinksOptions = {}) {
  const links = createAppLinks(options);
  const replay = createReplayModel(links);
  const recording = createRecordingModel(links, replay.$replaying.map((replaying) => !replaying));
  const $replay = combine(replay.$loaded, replay.$progress, replay.$replaying, (loaded, progress, replaying) =>
    replaying && loaded && progress ? { loaded, progress } : null,
  );
  const inspector = createInspectorModel(links, { $recorder: recording.$recorder, $replay });
  return { ...recording, ...replay, ...inspector };
}

export type QaSession = ReturnType<typeof createQaSession>;
