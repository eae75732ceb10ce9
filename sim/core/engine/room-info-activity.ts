// Living rooms change while they stream: now and then an anchor renames the room or its audience
// swings (a goal, a half-time exodus). Each change pushes a 230 so clients fetch the room again.
// It draws from a PRNG stream of its own, so the engine's other streams (and every recorded
// sequence of them) are the same with or without it.

import type { SimLiveRoom } from "../model";
import type { Random } from "../random";
import { roomInfoMessage } from "./frames";
import type { EngineContext } from "./engine-context";

/** Chance per anchor tick (30 s) that one living room changes: about one 230 a minute. */
const CHANGE_CHANCE = 0.5;
/** Chance that a change is a new name rather than a viewer swing. */
const RENAME_CHANCE = 0.35;

type TitleParts = { nickname: string; home: string; away: string; competition: string };

const TITLES: readonly ((p: TitleParts) => string)[] = [
  (p) => `【高清】${p.home} vs ${p.away} 全场解说`,
  (p) => `${p.competition}焦点战 ${p.home}vs${p.away} 独家分析`,
  (p) => `${p.nickname}陪你看${p.home}对${p.away}`,
  (p) => `今晚必看！${p.home} vs ${p.away}`,
  (p) => `${p.competition} ${p.home}对阵${p.away} 数据流解说`,
  (p) => `${p.nickname}：${p.home}能否拿下${p.away}？`,
  (p) => `${p.home} vs ${p.away} 比分实时分析`,
];

export class RoomInfoActivity {
  constructor(
    private readonly ctx: EngineContext,
    private readonly rng: Random,
  ) {}

  /** Periodic (with the anchor tick): maybe rename one living room or move its viewers. */
  tick(): void {
    if (!this.rng.chance(CHANGE_CHANCE)) return;
    const board = this.ctx.world.board;
    const id = board.living.random(this.rng);
    const room = id === undefined ? undefined : board.rooms.get(id);
    if (!room || room.banId) return;
    // A hand-run room keeps the anchor's name; its audience still swings.
    if (this.rng.chance(RENAME_CHANCE) && !board.selfRun.has(room.anchorCustomId)) this.rename(room);
    else this.swingViewers(room);
    this.push(room);
  }

  /** The viewers a stream started by a control call opens with. */
  startingViewers(): number {
    return this.rng.int(200, 20_000);
  }

  /** Pushes the 230 of a room that changed (also used for a ban). */
  push(room: SimLiveRoom): void {
    const anchor = this.ctx.world.anchor(room.anchorCustomId);
    if (!anchor) return; // names and viewers are not in the match lists: nothing to touch()
    this.ctx.emit(roomInfoMessage(room, anchor.anchorInfo, this.ctx.timestamp()));
  }

  private rename(room: SimLiveRoom): void {
    const world = this.ctx.world;
    const match = world.match(room.matchId);
    const parts: TitleParts = {
      nickname: world.anchor(room.anchorCustomId)?.nickname ?? "主播",
      home: (match && world.team(match.homeTeamId)?.name) ?? "主队",
      away: (match && world.team(match.awayTeamId)?.name) ?? "客队",
      competition: (match && world.competition(match.competitionId)?.shortName) ?? "",
    };
    const names = TITLES.map((title) => title(parts)).filter((name) => name !== room.roomName);
    room.roomName = this.rng.pick(names);
  }

  /** A noticeable swing: 15–60 % up (more often) or down, never below 10 viewers. */
  private swingViewers(room: SimLiveRoom): void {
    const factor = this.rng.float(0.15, 0.6);
    const up = this.rng.chance(0.6);
    const next = Math.max(10, Math.round(room.viewCount * (up ? 1 + factor : 1 - factor)));
    if (next > room.viewCount) room.viewNumber += next - room.viewCount;
    room.viewCount = next;
  }
}
