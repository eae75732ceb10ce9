// Records the football burst fixture of tests/integration/football-burst.test.ts:
// tests/fixtures/football-burst.jsonl, the score and status frames (12, 13) a sim backend pushes
// over 18 minutes of a Saturday evening (seed 20261121, 300 football matches a day, Beijing day
// boundaries: kick-offs at 19:30 and 19:45, goals, cards, half-times, full-times), and
// tests/fixtures/football-burst.expected.json, the sim's own list at the end in short form
// (matchId → [statusId, goingTime, ...homeScore, ...awayScore]) — what a client that loaded the
// list at the start and applied the burst must show. The test builds the starting list from a
// backend with the same options, so re-run this after changing how the sim generates or plays.
// Run: npx tsx scripts/record-football-burst.ts
import { writeFileSync } from "node:fs";
import { SOCKET_CODE } from "#wire";
import { createSimBackend } from "../sim/backend";
import { createRecorder, type SimFrame } from "../sim/core";
import { BURST_OPTIONS, BURST_DURATION_MS, compactList } from "../tests/fixtures/football-burst-options";

const FOOTBALL_LIST_FRAMES = new Set<number>([SOCKET_CODE.FOOTBALL_SCORE, SOCKET_CODE.FOOTBALL_STATUS]);

const backend = createSimBackend(BURST_OPTIONS);

// Only the frames the football list applies, so the fixture stays small.
const recorder = createRecorder({
  onFrame: (listener: (frame: SimFrame) => void) =>
    backend.onFrame((frame) => {
      if (FOOTBALL_LIST_FRAMES.has(frame.message.type ?? 0)) listener(frame);
    }),
  now: () => backend.now(),
});
backend.engine.advance(BURST_DURATION_MS);
recorder.stop();

const end = backend.world.matchListPayload("football", { kind: "realtime" });
const dir = new URL("../tests/fixtures/", import.meta.url);
writeFileSync(new URL("football-burst.jsonl", dir), recorder.toJsonLines());
writeFileSync(new URL("football-burst.expected.json", dir), JSON.stringify(compactList(end.matches ?? [])) + "\n");
console.log(`${recorder.lines.length} frames recorded`);
