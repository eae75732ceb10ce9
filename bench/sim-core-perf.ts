// Rough timings of the sim core under the benchmark's knobs: `npx tsx bench/sim-core-perf.ts`. Not a test; prints
// the best of a few runs (shared machines are noisy).

import { buildCatalog } from "../sim/core/catalog/catalog";
import { dayStartMs } from "../sim/core/calendar";
import { createSimCore } from "../sim/core";
import { buildDay } from "../sim/core/schedule/day-builder";

const NOW = Date.parse("2026-11-21T20:00:00+08:00");
const OFFSET = 480;
const RUNS = 5;

function best(label: string, body: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    body();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: best ${times[0]!.toFixed(1)} ms, median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms`);
  return times[0]!;
}

const catalog = buildCatalog(20261121);
for (const count of [3000, 10_000]) {
  best(`build today's football day (${count} matches, state at 20:00)`, () => {
    buildDay({ seed: 20261121, sport: "football", dayKey: "2026-11-21", dayIndex: 1000, dayStartMs: dayStartMs("2026-11-21", OFFSET), weekday: 6, count, catalog, now: NOW });
  });
  best(`createSimCore (${count} football + 600 basketball: catalog, today, tomorrow, anchors, live rooms)`, () => {
    createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, footballPerDay: count });
  });
  const { world } = createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, footballPerDay: count });
  let bytes = 0;
  best(`realtime football list payload build (${count}/day)`, () => void world.matchListPayload("football", { kind: "realtime" }));
  const payload = world.matchListPayload("football", { kind: "realtime" });
  best(`realtime football list encode (${payload.matches!.length} matches)`, () => void (bytes = world.encodeMatchList(payload).length));
  console.log(`  encoded size ${(bytes / 1024).toFixed(0)} KiB`);
}

for (const ticks of [false, true]) {
  const { engine } = createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, footballPerDay: 10_000, messagesPerSecond: 1000, goingTimeTicks: ticks });
  let frames = 0;
  let size = 0;
  engine.onFrame((f) => {
    frames++;
    size += f.bytes.length;
  });
  engine.advance(1000); // warm-up
  frames = 0;
  size = 0;
  const t = performance.now();
  engine.advance(20_000);
  const ms = performance.now() - t;
  console.log(`engine, 10 000 football/day, 1000 msgs/s, goingTime ticks ${ticks ? "on" : "off"}: ${frames} frames in 20 s sim, ${ms.toFixed(0)} ms wall → ${((ms * 1000) / frames).toFixed(1)} µs/frame (avg ${(size / frames).toFixed(0)} B)`);
}
