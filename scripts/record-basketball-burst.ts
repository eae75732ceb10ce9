// Records the basketball burst fixture of tests/integration/basketball-burst.test.ts:
// tests/fixtures/basketball-burst.jsonl, the score, status and overtime frames (102, 103, 150) a
// sim backend pushes over 20 minutes of a Saturday evening (seed 7, 250 basketball matches a day,
// Beijing day boundaries: tip-offs, quarter and half breaks, full-times, one match through
// overtime), with three control calls a tester would make, so the burst holds every kind of
// move whatever the day brings: at minute 4 an in-play match is interrupted (→ 11) and a
// not-started one postponed (→ 13); at minute 6 an in-play match goes to overtime (→ 9), scores
// there (102 + 150) and finishes (→ 10) at minute 9. And tests/fixtures/basketball-burst.expected.json,
// the sim's own list at the end in short form (matchId → [statusId, goingTime, ...homeScore,
// ...awayScore]). The test builds the starting list from a backend with the same options, so
// re-run this after changing how the sim generates or plays.
// Run: npx tsx scripts/record-basketball-burst.ts
import { writeFileSync } from "node:fs";
import { BASKETBALL_STATUS, SOCKET_CODE } from "#wire";
import { createSimBackend } from "../sim/backend";
import { createRecorder, type SimFrame } from "../sim/core";
import {
  BASKETBALL_BURST_DURATION_MS,
  BASKETBALL_BURST_OPTIONS,
  compactList,
} from "../tests/fixtures/basketball-burst-options";

const BASKETBALL_LIST_FRAMES = new Set<number>([SOCKET_CODE.BASKETBALL_SCORE, SOCKET_CODE.BASKETBALL_STATUS, SOCKET_CODE.BASKETBALL_OVERTIME]);
const MINUTE = 60_000;

const backend = createSimBackend(BASKETBALL_BURST_OPTIONS);
const { engine, world } = backend;

// Only the frames the basketball list applies, so the fixture stays small.
const recorder = createRecorder({
  onFrame: (listener: (frame: SimFrame) => void) =>
    backend.onFrame((frame) => {
      if (BASKETBALL_LIST_FRAMES.has(frame.message.type ?? 0)) listener(frame);
    }),
  now: () => backend.now(),
});

/** The listed match with the lowest id in one of `statusIds` (a fixed pick for a fixed sim). */
function pick(statusIds: number[]): number {
  const found = world
    .realtimeMatches("basketball")
    .filter((m) => statusIds.includes(m.statusId))
    .sort((a, b) => a.id - b.id)[0];
  if (!found) throw new Error(`no basketball match in status ${statusIds.join("/")}`);
  return found.id;
}

const S = BASKETBALL_STATUS;
const IN_PLAY = [S.FIRST_QUARTER, S.SECOND_QUARTER, S.THIRD_QUARTER];

engine.advance(4 * MINUTE);
engine.forceStatus(pick(IN_PLAY), S.INTERRUPTED);
engine.forceStatus(pick([S.NOT_STARTED]), S.POSTPONED);

engine.advance(2 * MINUTE);
const overtime = pick([S.FOURTH_QUARTER, ...IN_PLAY]);
engine.forceStatus(overtime, S.OVERTIME);
engine.advance(MINUTE);
engine.forceGoal(overtime, "home");
engine.advance(MINUTE);
engine.forceGoal(overtime, "away");
engine.forceGoal(overtime, "away");
engine.advance(MINUTE);
engine.forceStatus(overtime, S.FINISHED);

engine.advance(BASKETBALL_BURST_DURATION_MS - 9 * MINUTE);
recorder.stop();

const end = world.matchListPayload("basketball", { kind: "realtime" });
const dir = new URL("../tests/fixtures/", import.meta.url);
writeFileSync(new URL("basketball-burst.jsonl", dir), recorder.toJsonLines());
writeFileSync(new URL("basketball-burst.expected.json", dir), JSON.stringify(compactList(end.matches ?? [])) + "\n");
console.log(`${recorder.lines.length} frames recorded`);
