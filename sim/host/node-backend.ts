// The sim backend for a Node host: the engine on real timers, plus recording to and replaying
// from JSON-lines files (SIM_RECORD, SIM_REPLAY).
import { readFileSync, writeFileSync } from "node:fs";
import { createRecorder, parseRecording, replayRecording, type ReplayHandle } from "../core";
import { createSimBackend, type SimBackend } from "../backend";
import type { SimHostOptions } from "./sim-options";

export interface NodeSimBackend extends SimBackend {
  start(): void;
  stop(): void;
  describe(): string;
}

export function createNodeSimBackend(options: SimHostOptions): NodeSimBackend {
  const backend = createSimBackend({
    seed: options.seed,
    speed: options.speed,
    footballPerDay: options.footballPerDay,
    basketballPerDay: options.basketballPerDay,
    footballCompetitions: options.footballCompetitions,
    messagesPerSecond: options.messagesPerSecond,
    basketballMessagesPerSecond: options.basketballMessagesPerSecond,
    replayMode: Boolean(options.replayPath),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
  });
  const recorder = options.recordPath ? createRecorder(backend) : undefined;
  let replay: ReplayHandle | undefined;
  let flushTimer: ReturnType<typeof setInterval> | undefined;
  const flush = () => {
    if (recorder && options.recordPath) writeFileSync(options.recordPath, recorder.toJsonLines());
  };

  return {
    ...backend,
    start() {
      if (options.replayPath) {
        replay = replayRecording(parseRecording(readFileSync(options.replayPath, "utf8")), backend.emit);
      } else {
        backend.engine.start({ speed: options.speed });
      }
      if (recorder) flushTimer = setInterval(flush, 2000);
    },
    stop() {
      backend.engine.stop();
      replay?.stop();
      if (flushTimer) clearInterval(flushTimer);
      flush();
    },
    describe() {
      const mode = options.replayPath ? `replaying ${options.replayPath}` : `live engine at speed ${options.speed}`;
      const record = options.recordPath ? `, recording to ${options.recordPath}` : "";
      const load = [
        options.messagesPerSecond > 0 ? `${options.messagesPerSecond} football` : "",
        options.basketballMessagesPerSecond > 0 ? `${options.basketballMessagesPerSecond} basketball` : "",
      ].filter(Boolean);
      const loadText = load.length ? `, load ${load.join(" + ")} msgs/s` : "";
      return `seed ${options.seed}, ${options.footballPerDay} football / ${options.basketballPerDay} basketball per day, ${mode}${loadText}${record}, access tokens ${options.accessTokenTtlSeconds} s`;
    },
  };
}
