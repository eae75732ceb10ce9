// The live engine: moves simulated time forward and plays every armed match's script, anchor
// activity and optional benchmark load, emitting one socket frame per visible change and
// mutating the world so later list queries show the same state.
//
// Determinism: all work sits in one queue ordered by (time, rank, id), each match draws from its
// own seeded script and the anchor and load streams from their own PRNGs, so the same seed and
// the same advance() steps always give the same frames.

import { BASKETBALL_STATUS as BB, FOOTBALL_STATUS as FB, SOCKET_CODE } from "#wire";
import { addDays, DAY_MS, HOUR_MS, MINUTE_MS } from "../calendar";
import { DAY_INDEX_ORIGIN } from "../ids";
import { IndexedSet } from "../indexed-set";
import type { SimMatch, SocketMessage, Sport } from "../model";
import { hashSeed, Random } from "../random";
import { basketballExtraOvertime, gameMinutesPerPeriod, OVERTIME_GAME_MINUTES, REAL_PER_GAME_MINUTE } from "../schedule/basketball-script";
import { PRE_KICKOFF_LEAD_MS } from "../schedule/football-script";
import {
  applyScriptEvent,
  basketballScorePeriod,
  basketballTotal,
  clockRuns,
  goingTimeAt,
  isGoing,
  isOver,
  mayResume,
  nextClockChangeAt,
} from "../schedule/match-progress";
import { matchScript } from "../schedule/match-script";
import { EventKind, statusEvent, type ScriptEvent } from "../schedule/script-event";
import type { SimWorld } from "../world/sim-world";
import { AnchorActivity } from "./anchor-activity";
import type { EngineContext } from "./engine-context";
import { EntryRank, EventQueue, type QueueEntry } from "./event-queue";
import { audienceOf, FrameEncoder, type FrameListener, overtimeMessage, scoreMessage, type SimFrame, varMessage } from "./frames";
import { AnchorDesk, type DeskAction, type DeskResult } from "./anchor-desk";
import { LivingControl, type LivingControlAction, type LivingControlResult } from "./living-control";
import { LoadGenerator } from "./load-generator";
import { RoomInfoActivity } from "./room-info-activity";

export interface SimEngineOptions {
  /** Sim ms per real ms in start() mode; default 1. */
  speed?: number;
  /** Extra football score frames per simulated second (benchmark load); default 0. */
  messagesPerSecond?: number;
  /** Extra basketball score frames per simulated second (benchmark load); default 0. */
  basketballMessagesPerSecond?: number;
  /**
   * Push a score frame when an in-play match's clock changes: 12 each football minute played,
   * 102 each basketball minute fewer left in the period (down to 0 at its end); default true.
   */
  goingTimeTicks?: boolean;
  /** Simulated ms between anchor-activity ticks; default 30 000. */
  anchorTickMs?: number;
  /** Wall clock for start() mode; default Date.now. */
  wallClock?: () => number;
}

export interface StartOptions {
  /** Real ms between timer ticks; default 100. */
  tickMs?: number;
  speed?: number;
}

/** A day is armed (its matches scheduled) this long before it starts… */
const ARM_LEAD_MS = 4 * HOUR_MS;
/** …and stays relevant this long after it ends (late kick-offs still running). */
const ARM_TAIL_MS = 4 * HOUR_MS;
/** Queue ids of the two load streams (EntryRank.load). */
const LOAD_ID: Readonly<Record<Sport, number>> = { football: 0, basketball: 1 };

/** One sport's benchmark load: its rate and its place in the queue. */
interface LoadStream {
  generator: LoadGenerator;
  perSecond: number;
  ver: number;
  base: number;
  index: number;
}

interface MatchRun {
  match: SimMatch;
  script: ScriptEvent[] | undefined;
  next: number;
  ver: number;
}

export class SimEngine {
  private readonly queue = new EventQueue();
  private readonly runs = new Map<number, MatchRun>();
  private readonly listeners = new Set<FrameListener>();
  private readonly armedDays = new Set<string>();
  private readonly encoder = new FrameEncoder();
  private readonly anchorsActivity: AnchorActivity;
  private readonly roomInfo: RoomInfoActivity;
  private readonly livingControl: LivingControl;
  private readonly anchorDesk: AnchorDesk;
  private readonly loads: Readonly<Record<Sport, LoadStream>>;
  private readonly ctx: EngineContext;
  private readonly wallClock: () => number;
  private readonly anchorTickMs: number;
  private readonly goingTimeTicks: boolean;
  /** Match ids in play, per sport (kept up to date on every status change). */
  readonly inPlay: Readonly<Record<Sport, IndexedSet>> = { football: new IndexedSet(), basketball: new IndexedSet() };

  private speedFactor: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastWall = 0;
  private advancing = false;
  private capture: SimFrame[] | undefined;
  private frameCount = 0;

  constructor(
    readonly world: SimWorld,
    options: SimEngineOptions = {},
  ) {
    this.speedFactor = options.speed ?? 1;
    this.goingTimeTicks = options.goingTimeTicks ?? true;
    this.anchorTickMs = Math.max(1000, options.anchorTickMs ?? 30_000);
    this.wallClock = options.wallClock ?? (() => Date.now());
    this.ctx = {
      world,
      inPlay: this.inPlay,
      timestamp: () => Math.floor(world.now()),
      emit: (message) => this.emit(message),
    };
    this.anchorsActivity = new AnchorActivity(this.ctx, new Random(hashSeed(world.seed, "engine", "anchors")));
    // Its own stream: renames and viewer swings leave every other stream's draws as they were.
    this.roomInfo = new RoomInfoActivity(this.ctx, new Random(hashSeed(world.seed, "room-info")));
    this.livingControl = new LivingControl(this.ctx, this.anchorsActivity, this.roomInfo, (at, customId, banId) =>
      this.queue.push({ at, rank: EntryRank.roomClose, id: customId, ver: banId }),
    );
    this.anchorDesk = new AnchorDesk(this.ctx, this.anchorsActivity);
    const stream = (sport: Sport, rng: Random, perSecond: number | undefined): LoadStream => ({
      generator: new LoadGenerator(this.ctx, rng, sport),
      perSecond: Math.max(0, perSecond ?? 0),
      ver: 0,
      base: 0,
      index: 0,
    });
    this.loads = {
      football: stream("football", new Random(hashSeed(world.seed, "engine", "load")), options.messagesPerSecond),
      basketball: stream("basketball", new Random(hashSeed(world.seed, "engine", "load", "basketball")), options.basketballMessagesPerSecond),
    };

    const now = world.now();
    const today = world.todayKey();
    for (const dayKey of [addDays(today, -1), today, addDays(today, 1)]) {
      const start = world.dayStartMs(dayKey);
      if (start - ARM_LEAD_MS <= now && now < start + DAY_MS + ARM_TAIL_MS) this.armDay(dayKey);
    }
    let next = addDays(today, 1);
    if (this.armedDays.has(next)) next = addDays(next, 1);
    this.scheduleArm(next);
    this.queue.push({ at: Math.ceil(now / this.anchorTickMs) * this.anchorTickMs, rank: EntryRank.anchors, id: 0, ver: 0 });
    this.scheduleLoad("football");
    this.scheduleLoad("basketball");
  }

  /** Sim time, unix ms. */
  now(): number {
    return this.world.now();
  }

  get speed(): number {
    return this.speedFactor;
  }

  /** Football load, frames per simulated second. */
  get messagesPerSecond(): number {
    return this.loads.football.perSecond;
  }

  /** Basketball load, frames per simulated second. */
  get basketballMessagesPerSecond(): number {
    return this.loads.basketball.perSecond;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Frames emitted since creation (counted even with no listener). */
  get framesEmitted(): number {
    return this.frameCount;
  }

  /** Registers a frame listener; returns its unsubscribe. */
  onFrame(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Runs everything due in the next `ms` of simulated time, in order. */
  advance(ms: number): void {
    if (!(ms > 0)) return;
    if (this.advancing) throw new Error("SimEngine.advance called from a frame listener");
    this.advancing = true;
    try {
      const clock = this.world.clock;
      const target = clock.now() + ms;
      for (let top = this.queue.peek(); top && top.at <= target; top = this.queue.peek()) {
        this.queue.pop();
        clock.set(top.at);
        this.process(top);
      }
      clock.set(target);
    } finally {
      this.advancing = false;
    }
  }

  /** Drives advance() from a real timer: sim time = real elapsed × speed. */
  start(options: StartOptions = {}): void {
    if (options.speed !== undefined) this.setSpeed(options.speed);
    if (this.timer !== undefined) return;
    this.lastWall = this.wallClock();
    this.timer = setInterval(() => {
      const wall = this.wallClock();
      const elapsed = (wall - this.lastWall) * this.speedFactor;
      this.lastWall = wall;
      if (elapsed > 0) this.advance(elapsed);
    }, Math.max(1, options.tickMs ?? 100));
    // Node: do not keep the process alive for the sim alone (browsers return a number).
    (this.timer as { unref?: () => void }).unref?.();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  setSpeed(speed: number): void {
    if (!(speed >= 0)) throw new Error(`bad speed ${speed}`);
    this.speedFactor = speed;
  }

  /** Sets the benchmark load of one sport (football by default), frames per simulated second. */
  setMessagesPerSecond(perSecond: number, sport: Sport = "football"): void {
    this.loads[sport].perSecond = Math.max(0, perSecond);
    this.scheduleLoad(sport);
  }

  /**
   * Scores now and emits the frame. Football: a goal (total +1, half-time too in the first half),
   * 12. Basketball: `points` (default 2) to the period in play (in a break, the period just
   * played; otherwise the last period with points), 102, and 150 when it is overtime. A match
   * not yet started kicks off first (13/103). Returns the frames emitted.
   */
  forceGoal(matchId: number, side: "home" | "away", points = 2): SimFrame[] {
    const m = this.requireMatch(matchId);
    if (m.sport === "basketball" && !(Number.isInteger(points) && points >= 1 && points <= 3)) {
      throw new Error(`bad points ${points}: 1, 2 or 3`);
    }
    return this.capturing(() => {
      // Not started and the first period are 1 and 2 in both sports.
      if (m.statusId === FB.NOT_STARTED) this.forceStatus(matchId, FB.FIRST_HALF);
      const scores = side === "home" ? m.homeScores : m.awayScores;
      if (m.sport === "football") {
        scores[0] = (scores[0] ?? 0) + 1;
        if (m.statusId === FB.FIRST_HALF) scores[1] = (scores[1] ?? 0) + 1;
        m.goingTime = goingTimeAt(m, this.now());
        this.world.touch();
        this.emit(scoreMessage(m, SOCKET_CODE.FOOTBALL_SCORE, this.ctx.timestamp()));
      } else {
        const period = basketballScorePeriod(m);
        scores[period] = (scores[period] ?? 0) + points;
        m.goingTime = goingTimeAt(m, this.now());
        this.world.touch();
        this.emit(scoreMessage(m, SOCKET_CODE.BASKETBALL_SCORE, this.ctx.timestamp()));
        if (period === 4) this.emit(overtimeMessage(m, this.ctx.timestamp()));
      }
    });
  }

  /**
   * Sets a status now and emits 13 (football) or 103 (basketball). 1 → 2 is an early kick-off:
   * the match's script is re-planned from now and it plays on by itself. Any other forced
   * status detaches the match from its script (it stays as set; forceGoal still works).
   * Returns the frames emitted.
   */
  forceStatus(matchId: number, statusId: number): SimFrame[] {
    const m = this.requireMatch(matchId);
    return this.capturing(() => {
      if (m.statusId === statusId) return;
      const now = this.now();
      const old = this.runs.get(matchId);
      const ver = (old?.ver ?? 0) + 1;
      const kickoff = m.statusId === FB.NOT_STARTED && statusId === FB.FIRST_HALF; // the same ids in basketball
      if (kickoff && m.scripted && !m.fixedStatus && m.postponeLeadMinutes === 0) {
        m.kickoffAt = now;
        const script = matchScript(this.world.seed, m, this.world.catalog, now);
        const run: MatchRun = { match: m, script, next: 0, ver };
        this.runs.set(matchId, run);
        m.appliedUntil = now - 1;
        this.playDue(run, now);
        this.scheduleRun(run, now);
        return;
      }
      if (old) {
        old.ver = ver; // stale queue entries are skipped
        this.runs.delete(matchId);
      }
      m.scripted = false;
      const prev = m.statusId;
      m.statusId = statusId;
      if (clockRuns(m)) {
        m.periodStartAt = now;
        if (m.sport === "basketball") {
          m.periodGameMinutes = statusId === BB.OVERTIME ? OVERTIME_GAME_MINUTES : gameMinutesPerPeriod(this.world.competition(m.competitionId));
          m.periodRealMs = m.periodGameMinutes * REAL_PER_GAME_MINUTE * MINUTE_MS;
        }
      }
      m.goingTime = goingTimeAt(m, now);
      this.world.touch();
      this.emit(scoreMessage(m, m.sport === "football" ? SOCKET_CODE.FOOTBALL_STATUS : SOCKET_CODE.BASKETBALL_STATUS, this.ctx.timestamp()));
      this.afterStatusChange(m, prev);
    });
  }

  /**
   * Sim control of an anchor's stream: "start" on `matchId` (or the most popular match in play of
   * its sport), "close", or "ban" (a 230 now, the close 60 s of simulated time later). Pushes the
   * frames at once; returns the room and match, or why it was refused.
   */
  controlLiving(customId: number, action: LivingControlAction, matchId?: number): { result: LivingControlResult; frames: SimFrame[] } {
    let result: LivingControlResult = { ok: false, reason: "unknownAnchor" };
    const frames = this.capturing(() => {
      result = this.livingControl.run(customId, action, matchId);
    });
    return { result, frames };
  }

  /** An anchor's own broadcast action from /anchorStart; pushes its frames at once. */
  anchorDeskAction(customId: number, action: DeskAction): DeskResult {
    let result: DeskResult = { ok: false, reason: "unknownAnchor" };
    this.capturing(() => {
      result = this.anchorDesk.run(customId, action);
    });
    return result;
  }

  // ---- internals ------------------------------------------------------------------------------

  private requireMatch(matchId: number): SimMatch {
    const m = this.world.match(matchId);
    if (!m) throw new Error(`unknown match ${matchId}`);
    return m;
  }

  private capturing(body: () => void): SimFrame[] {
    const outer = this.capture;
    const frames: SimFrame[] = [];
    this.capture = frames;
    try {
      body();
    } finally {
      this.capture = outer;
      outer?.push(...frames);
    }
    return frames;
  }

  private emit(message: SocketMessage): void {
    this.frameCount++;
    if (this.listeners.size === 0 && !this.capture) return; // nobody to encode for
    const frame: SimFrame = { audience: audienceOf(message.type ?? 0), message, bytes: this.encoder.encode(message) };
    this.capture?.push(frame);
    for (const listener of this.listeners) {
      // A failing listener must not abort advance() halfway (the popped work would be lost).
      try {
        listener(frame);
      } catch (err) {
        console.error("sim engine: frame listener failed", err);
      }
    }
  }

  private process(entry: QueueEntry): void {
    switch (entry.rank) {
      case EntryRank.armDay: {
        const dayKey = addDays(this.world.originDayKey, entry.id - DAY_INDEX_ORIGIN);
        this.armDay(dayKey);
        this.scheduleArm(addDays(dayKey, 1));
        return;
      }
      case EntryRank.match: {
        const run = this.runs.get(entry.id);
        if (!run || run.ver !== entry.ver) return;
        this.playDue(run, entry.at);
        this.scheduleRun(run, entry.at);
        return;
      }
      case EntryRank.anchors:
        this.anchorsActivity.tick();
        this.roomInfo.tick();
        this.queue.push({ at: entry.at + this.anchorTickMs, rank: EntryRank.anchors, id: 0, ver: 0 });
        return;
      case EntryRank.load: {
        const load = entry.id === LOAD_ID.basketball ? this.loads.basketball : this.loads.football;
        if (entry.ver !== load.ver || load.perSecond <= 0) return;
        load.generator.step();
        load.index++;
        this.queue.push({ at: load.base + Math.floor((load.index * 1000) / load.perSecond), rank: EntryRank.load, id: entry.id, ver: load.ver });
        return;
      }
      case EntryRank.roomClose:
        this.livingControl.closeBanned(entry.id, entry.ver);
        return;
    }
  }

  private scheduleLoad(sport: Sport): void {
    const load = this.loads[sport];
    load.ver++;
    if (load.perSecond <= 0) return;
    load.base = this.now();
    load.index = 1;
    this.queue.push({ at: load.base + Math.floor(1000 / load.perSecond), rank: EntryRank.load, id: LOAD_ID[sport], ver: load.ver });
  }

  private scheduleArm(dayKey: string): void {
    const dayIndex = this.world.dayIndexOf(dayKey);
    if (dayIndex === undefined) return; // past the served range: nothing more to arm
    this.queue.push({ at: this.world.dayStartMs(dayKey) - ARM_LEAD_MS, rank: EntryRank.armDay, id: dayIndex, ver: 0 });
  }

  private armDay(dayKey: string): void {
    if (this.armedDays.has(dayKey)) return;
    this.armedDays.add(dayKey);
    const now = this.now();
    for (const sport of ["football", "basketball"] as const) {
      for (const m of this.world.day(sport, dayKey)) {
        if (isGoing(m)) this.inPlay[sport].add(m.id);
        if (!m.scripted || m.fixedStatus || (isOver(m) && !mayResume(m)) || this.runs.has(m.id)) continue;
        const run: MatchRun = { match: m, script: undefined, next: 0, ver: 1 };
        this.runs.set(m.id, run);
        // Far from kick-off: wake when the script can first matter and build it then.
        const wake = m.statusId === FB.NOT_STARTED ? Math.max(now, m.kickoffAt - PRE_KICKOFF_LEAD_MS) : now;
        this.queue.push({ at: wake, rank: EntryRank.match, id: m.id, ver: run.ver });
      }
    }
  }

  /** Applies the run's script events due by `t`, then the minute tick. */
  private playDue(run: MatchRun, t: number): void {
    const m = run.match;
    if (!run.script) {
      run.script = matchScript(this.world.seed, m, this.world.catalog);
      run.next = 0;
      while (run.next < run.script.length && (run.script[run.next] as ScriptEvent).at <= m.appliedUntil) run.next++;
    }
    while (run.next < (run.script as ScriptEvent[]).length) {
      const ev = (run.script as ScriptEvent[])[run.next] as ScriptEvent;
      if (ev.at > t) break;
      run.next++;
      if (m.sport === "basketball" && this.replanOvertime(run, ev)) continue;
      this.applyEvent(m, ev);
    }
    if (this.goingTimeTicks && clockRuns(m)) {
      const going = goingTimeAt(m, t);
      if (going !== m.goingTime) {
        m.goingTime = going;
        this.world.touch();
        this.emit(scoreMessage(m, m.sport === "football" ? SOCKET_CODE.FOOTBALL_SCORE : SOCKET_CODE.BASKETBALL_SCORE, this.ctx.timestamp()));
      }
    }
    m.appliedUntil = Math.max(m.appliedUntil, t);
  }

  /**
   * Keeps "overtime only when level" true when pushed points (control calls, the benchmark load)
   * changed a score the script did not plan: an overtime the script starts on a score that is no
   * longer level becomes the final whistle, and a final whistle on a level score becomes another
   * overtime. Rewrites the rest of the run's script and returns true when it did (the loop then
   * plays the new events from the same index).
   */
  private replanOvertime(run: MatchRun, ev: ScriptEvent): boolean {
    if (ev.kind !== EventKind.status) return false;
    const m = run.match;
    const level = basketballTotal(m.homeScores) === basketballTotal(m.awayScores);
    const script = run.script as ScriptEvent[];
    const done = script.slice(0, run.next - 1);
    if (ev.statusId === BB.OVERTIME && ev.periodRealMs > 0 && !level) {
      run.script = [...done, statusEvent(ev.at, BB.FINISHED)];
    } else if (ev.statusId === BB.FINISHED && level) {
      const overtimes = done.filter((e) => e.kind === EventKind.status && e.statusId === BB.OVERTIME && e.periodRealMs > 0).length;
      const { catalog, seed } = this.world;
      const extra = basketballExtraOvertime(
        seed,
        m,
        catalog.competitionById.get(m.competitionId),
        catalog.teamById.get(m.homeTeamId),
        catalog.teamById.get(m.awayTeamId),
        ev.at,
        overtimes,
      );
      run.script = [...done, ...extra];
    } else {
      return false;
    }
    run.next -= 1;
    return true;
  }

  /** Queues the run's next wake: its next event or the next minute boundary, whichever is first. */
  private scheduleRun(run: MatchRun, t: number): void {
    const m = run.match;
    const events = run.script ?? [];
    let at = run.next < events.length ? (events[run.next] as ScriptEvent).at : Infinity;
    if (this.goingTimeTicks) at = Math.min(at, nextClockChangeAt(m, t));
    if (at === Infinity) {
      this.runs.delete(m.id);
      return;
    }
    this.queue.push({ at, rank: EntryRank.match, id: m.id, ver: run.ver });
  }

  private applyEvent(m: SimMatch, ev: ScriptEvent): void {
    const prev = m.statusId;
    const code = applyScriptEvent(m, ev);
    if (code === 0) return;
    m.goingTime = goingTimeAt(m, ev.at);
    this.world.touch();
    const ts = this.ctx.timestamp();
    if (code === SOCKET_CODE.VAR_INCIDENT) {
      this.emit(varMessage(m, ev.side, ts));
    } else {
      this.emit(scoreMessage(m, code, ts));
      if (ev.kind === EventKind.points && ev.period === 4) this.emit(overtimeMessage(m, ts));
    }
    if (m.statusId !== prev) this.afterStatusChange(m, prev);
  }

  private afterStatusChange(m: SimMatch, prev: number): void {
    if (isGoing(m)) this.inPlay[m.sport].add(m.id);
    else this.inPlay[m.sport].delete(m.id);
    if (prev === 1 && isGoing(m)) this.anchorsActivity.onKickoff(m);
    if (isOver(m)) this.anchorsActivity.onMatchOver(m);
  }
}

export function createSimEngine(world: SimWorld, options: SimEngineOptions = {}): SimEngine {
  return new SimEngine(world, options);
}
