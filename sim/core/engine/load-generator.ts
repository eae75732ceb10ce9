// Benchmark load: N extra football score frames per simulated second, each a real change
// (a corner or a yellow card) on a random in-play match, or any of today's matches when none
// is in play. O(1) per frame: random pick from an indexed set, no scans.

import type { SimMatch } from "../model";
import type { Random } from "../random";
import { SOCKET_CODE } from "#wire";
import { scoreMessage } from "./frames";
import type { EngineContext } from "./engine-context";

const MAX_CORNERS = 40;
const MAX_YELLOWS = 12;

export class LoadGenerator {
  private todayKey = "";
  private todayEndsAt = 0;
  private today: readonly SimMatch[] = [];

  constructor(
    private readonly ctx: EngineContext,
    private readonly rng: Random,
  ) {}

  private pick(): SimMatch | undefined {
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

  /** Emits one frame; false when there is no football match at all. */
  step(): boolean {
    const m = this.pick();
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
}
