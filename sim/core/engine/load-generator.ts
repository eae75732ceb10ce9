// Benchmark load: N extra score frames per simulated second for one sport, each a real change on
// a random in-play match. O(1) per frame: random pick from an indexed set, no scans.
//
// Football: a corner or a yellow card (never the total), on any of today's matches when none is
// in play. Basketball: 1–3 points to one side in the period being played (the summed score the
// list shows changes with every frame); none is sent while no basketball match is in play.

import type { SimMatch, Sport } from "../model";
import type { Random } from "../random";
import { SOCKET_CODE } from "#wire";
import { basketballPeriodIndex, basketballScorePeriod } from "../schedule/match-progress";
import { overtimeMessage, scoreMessage } from "./frames";
import type { EngineContext } from "./engine-context";

const MAX_CORNERS = 40;
const MAX_YELLOWS = 12;
/** A side's points in one period stop at this and start again from the new points (long soaks stay believable). */
const MAX_PERIOD_POINTS = 60;
const POINTS = [1, 2, 2, 2, 3];
/** Random picks tried to find a match with its clock running (not in a break) before scoring in a break. */
const PLAYING_TRIES = 6;

export class LoadGenerator {
  private todayKey = "";
  private todayEndsAt = 0;
  private today: readonly SimMatch[] = [];

  constructor(
    private readonly ctx: EngineContext,
    private readonly rng: Random,
    readonly sport: Sport = "football",
  ) {}

  private pickFootball(): SimMatch | undefined {
    const world = this.ctx.world;
    const id = this.ctx.inPlay.football.random(this.rng);
    if (id !== undefined) {
      const m = world.match(id);
      if (m) return m;
    }
    const now = world.now();
    if (now >= this.todayEndsAt) {
      this.todayKey = world.todayKey();
      this.todayEndsAt = world.dayStartMs(this.todayKey) + 86_400_000;
      this.today = world.day("football", this.todayKey);
    }
    return this.today.length ? this.rng.pick(this.today) : undefined;
  }

  private pickBasketball(): SimMatch | undefined {
    let found: SimMatch | undefined;
    for (let i = 0; i < PLAYING_TRIES; i++) {
      const id = this.ctx.inPlay.basketball.random(this.rng);
      const m = id === undefined ? undefined : this.ctx.world.match(id);
      if (!m) return found;
      found = m;
      if (basketballPeriodIndex(m.statusId, m.ncaa) >= 0) return m;
    }
    return found;
  }

  /** Emits one frame; false when there is no match to change. */
  step(): boolean {
    return this.sport === "football" ? this.stepFootball() : this.stepBasketball();
  }

  private stepFootball(): boolean {
    const m = this.pickFootball();
    if (!m) return false;
    const scores = this.rng.chance(0.5) ? m.homeScores : m.awayScores;
    const corners = scores[4] ?? 0;
    const yellows = scores[3] ?? 0;
    // Mostly corners; the caps keep numbers believable in long runs (at both caps corners wrap to 0,
    // so every frame is still a change).
    if (this.rng.chance(0.75) && corners < MAX_CORNERS) scores[4] = corners + 1;
    else if (yellows < MAX_YELLOWS) scores[3] = yellows + 1;
    else scores[4] = corners < MAX_CORNERS ? corners + 1 : 0;
    this.ctx.world.touch();
    this.ctx.emit(scoreMessage(m, SOCKET_CODE.FOOTBALL_SCORE, this.ctx.timestamp()));
    return true;
  }

  private stepBasketball(): boolean {
    const m = this.pickBasketball();
    if (!m) return false;
    const scores = this.rng.chance(0.5) ? m.homeScores : m.awayScores;
    const period = basketballScorePeriod(m);
    const points = this.rng.pick(POINTS);
    const before = scores[period] ?? 0;
    scores[period] = before + points > MAX_PERIOD_POINTS ? points : before + points;
    this.ctx.world.touch();
    const ts = this.ctx.timestamp();
    this.ctx.emit(scoreMessage(m, SOCKET_CODE.BASKETBALL_SCORE, ts));
    if (period === 4) this.ctx.emit(overtimeMessage(m, ts));
    return true;
  }
}
