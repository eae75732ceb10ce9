// Rough timings of the sim core under the benchmark's knobs, and what the sim sends: `npx tsx
// bench/sim-core-perf.ts`. Not a test; prints the best of a few runs (shared machines are noisy).

import { buildCatalog } from "../sim/core/catalog/catalog";
import { dayStartMs } from "../sim/core/calendar";
import { createSimCore, type SimCoreOptions } from "../sim/core";
import { buildDay } from "../sim/core/schedule/day-builder";
import { matchScript } from "../sim/core/schedule/match-script";
import { EventKind } from "../sim/core/schedule/script-event";
import type { Sport } from "../sim/core/model";

const NOW = Date.parse("2026-11-21T20:00:00+08:00");
const DAY_START = Date.parse("2026-11-21T00:00:00+08:00");
const OFFSET = 480;
const RUNS = 5;
const SEED = 20261121;

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

const catalog = buildCatalog(SEED);
const build = (sport: Sport, count: number) =>
  buildDay({ seed: SEED, sport, dayKey: "2026-11-21", dayIndex: 1000, dayStartMs: dayStartMs("2026-11-21", OFFSET), weekday: 6, count, catalog, now: NOW });

for (const [sport, count] of [["football", 3000], ["football", 10_000], ["basketball", 600], ["basketball", 3000]] as const) {
  best(`build today's ${sport} day (${count} matches, state at 20:00)`, () => void build(sport, count));
}
for (const count of [3000, 10_000]) {
  best(`createSimCore (${count} football + 600 basketball: catalog, today, tomorrow, anchors, live rooms)`, () => {
    createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, footballPerDay: count });
  });
}
for (const [sport, count] of [["football", 3000], ["football", 10_000], ["basketball", 3000]] as const) {
  const { world } = createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, footballPerDay: sport === "football" ? count : 300, basketballPerDay: sport === "basketball" ? count : 100 });
  let bytes = 0;
  best(`realtime ${sport} list payload build (${count}/day)`, () => void world.matchListPayload(sport, { kind: "realtime" }));
  const payload = world.matchListPayload(sport, { kind: "realtime" });
  best(`realtime ${sport} list encode (${payload.matches!.length} matches)`, () => void (bytes = world.encodeMatchList(payload).length));
  console.log(`  encoded size ${(bytes / 1024).toFixed(0)} KiB`);
}

/** Engine cost per frame: `simMs` of simulated time under a load, after a 1 s warm-up. */
function engineCost(label: string, options: SimCoreOptions, simMs = 20_000): void {
  const { engine } = createSimCore({ now: () => NOW, utcOffsetMinutes: OFFSET, ...options });
  let frames = 0;
  let size = 0;
  engine.onFrame((f) => {
    frames++;
    size += f.bytes.length;
  });
  engine.advance(1000);
  frames = 0;
  size = 0;
  const t = performance.now();
  engine.advance(simMs);
  const ms = performance.now() - t;
  console.log(`engine, ${label}: ${frames} frames in ${simMs / 1000} s sim, ${ms.toFixed(0)} ms wall → ${((ms * 1000) / frames).toFixed(1)} µs/frame (avg ${(size / frames).toFixed(0)} B)`);
}

for (const ticks of [false, true]) {
  engineCost(`10 000 football/day, 1000 msgs/s, goingTime ticks ${ticks ? "on" : "off"}`, { footballPerDay: 10_000, messagesPerSecond: 1000, goingTimeTicks: ticks });
}
engineCost("3 000 basketball/day, 500 basketball msgs/s", { footballPerDay: 3000, basketballPerDay: 3000, basketballMessagesPerSecond: 500 });

/**
 * What a day sends, per code, with no load: frames per second averaged over the whole local day
 * and over its busiest hour, and the matches in play at that hour. Anchor codes (200+) go to every
 * socket; the rest only to that sport's list subscribers.
 */
function daySends(footballPerDay: number, basketballPerDay: number): void {
  const { engine, world } = createSimCore({ now: () => DAY_START, utcOffsetMinutes: OFFSET, footballPerDay, basketballPerDay });
  const hours = Array.from({ length: 24 }, () => new Map<number, number>());
  const inPlay = Array.from({ length: 24 }, () => ({ football: 0, basketball: 0 }));
  /** Anchor codes (200+) per sport of their match: [football, basketball]. */
  const anchorsBySport = new Map<number, [number, number]>();
  let hour = 0;
  engine.onFrame((f) => {
    const counts = hours[hour]!;
    const type = f.message.type ?? 0;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    if (type >= 200) {
      const pair = anchorsBySport.get(type) ?? [0, 0];
      pair[f.message.sportType === 2 ? 1 : 0]++;
      anchorsBySport.set(type, pair);
    }
  });
  for (hour = 0; hour < 24; hour++) {
    engine.advance(1800_000);
    inPlay[hour] = { football: engine.inPlay.football.size, basketball: engine.inPlay.basketball.size };
    engine.advance(1800_000);
  }
  const codes = [...new Set(hours.flatMap((h) => [...h.keys()]))].sort((a, b) => a - b);
  const sumOf = (h: Map<number, number>, pick: (code: number) => boolean) => [...h].filter(([c]) => pick(c)).reduce((s, [, n]) => s + n, 0);
  const busiest = (pick: (code: number) => boolean) => hours.reduce((bi, h, i) => (sumOf(h, pick) > sumOf(hours[bi]!, pick) ? i : bi), 0);
  const football = (c: number) => c >= 10 && c < 100;
  const basketball = (c: number) => c >= 100 && c < 200;
  const [fb, bb] = [busiest(football), busiest(basketball)];
  console.log(`\nframes per second by code, ${footballPerDay} football + ${basketballPerDay} basketball a day, no load (seed ${SEED}, 2026-11-21 +08:00):`);
  console.log(`  matches listed today: football ${world.day("football", "2026-11-21").length}, basketball ${world.day("basketball", "2026-11-21").length}`);
  console.log(`  in play at the busiest hour's middle: football ${inPlay[fb]!.football} (${fb}:00), basketball ${inPlay[bb]!.basketball} (${bb}:00); most basketball in play at any hour: ${Math.max(...inPlay.map((p) => p.basketball))}`);
  for (const code of codes) {
    const day = hours.reduce((s, h) => s + (h.get(code) ?? 0), 0) / 86_400;
    const peakHour = basketball(code) ? bb : fb;
    const peak = (hours[peakHour]!.get(code) ?? 0) / 3600;
    const split = anchorsBySport.get(code);
    const sports = split ? ` (football ${split[0]}, basketball ${split[1]} in the day)` : "";
    console.log(`  ${String(code).padStart(3)}: ${day.toFixed(3)}/s over the day, ${peak.toFixed(3)}/s at ${peakHour}:00–${peakHour + 1}:00${sports}`);
  }
  // How the basketball day went, from each match's script.
  const fates = { overtime: 0, doubleOvertime: 0, interrupted: 0, resumed: 0, abandoned: 0, postponedBeforeTipOff: 0 };
  const fixed = new Map<number, number>();
  for (const m of world.day("basketball", "2026-11-21")) {
    if (m.fixedStatus) fixed.set(m.fixedStatus, (fixed.get(m.fixedStatus) ?? 0) + 1);
    const statuses = matchScript(SEED, m, world.catalog).filter((e) => e.kind === EventKind.status).map((e) => e.statusId);
    const overtimes = statuses.filter((x) => x === 9).length;
    if (overtimes > 0) fates.overtime++;
    if (overtimes > 1) fates.doubleOvertime++;
    if (statuses.includes(11)) fates.interrupted++;
    if (statuses.includes(11) && statuses.at(-1) === 10) fates.resumed++;
    if (statuses.includes(14)) fates.abandoned++;
    if (statuses.length === 1 && statuses[0] === 13) fates.postponedBeforeTipOff++;
  }
  const fixedText = [...fixed].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ");
  console.log(`  basketball today: ${fates.overtime} with overtime (${fates.doubleOvertime} more than one), ${fates.interrupted} interrupted in play (${fates.resumed} resumed, ${fates.abandoned} abandoned), ${fates.postponedBeforeTipOff} postponed before tip-off (13), fixed from the start: ${fixedText}`);
}

daySends(3000, 600);
daySends(10_000, 3000);
