// Simulated viewers of a room: a seeded roster (same room, same people) who chat at a realistic
// rate while the room is living and someone real has joined its chat; idle rooms cost nothing.
import { hashSeed, Random } from "../core";
import type { ChatMessage } from "./chat-frames";
import { viewerLine, viewerNickname } from "./viewer-lines";

/** Simulated viewers' customIds start here: far above every account the sim hands out. */
export const VIEWER_ID_BASE = 900_000_000;
const ROSTER_SIZE = 40;
/** A message every 0.8–4 s of sim time: a busy room without a wall of text. */
const GAP_MS: readonly [number, number] = [800, 4000];
/** After a long pause (engine stopped) the room resumes instead of replaying the backlog. */
const MAX_BURST = 5;

export interface SimViewer {
  customId: number;
  nickname: string;
  level: number;
}

export function viewerRoster(roomId: number): SimViewer[] {
  const random = new Random(hashSeed(roomId, "chat-roster"));
  return Array.from({ length: ROSTER_SIZE }, (_, i) => ({
    customId: VIEWER_ID_BASE + roomId * 100 + i,
    nickname: viewerNickname(random),
    level: random.int(1, 30),
  }));
}

export class ViewerChatter {
  private readonly random: Random;
  private nextAt: number | undefined;

  constructor(
    roomId: number,
    readonly roster: readonly SimViewer[],
  ) {
    this.random = new Random(hashSeed(roomId, "chat-lines"));
  }

  private gap(): number {
    return this.random.int(GAP_MS[0], GAP_MS[1]);
  }

  /** The viewer lines due by `now`; `speaks` leaves out muted and kicked viewers. */
  due(now: number, speaks: (viewer: SimViewer) => boolean): Array<Omit<ChatMessage, "id">> {
    if (this.nextAt === undefined || now - this.nextAt > MAX_BURST * GAP_MS[1]) this.nextAt = now + this.gap();
    const lines: Array<Omit<ChatMessage, "id">> = [];
    while (this.nextAt <= now && lines.length < MAX_BURST) {
      const viewer = this.random.pick(this.roster);
      const text = viewerLine(this.random);
      if (speaks(viewer)) lines.push({ customId: viewer.customId, nickname: viewer.nickname, level: viewer.level, role: "user", text, time: this.nextAt });
      this.nextAt += this.gap();
    }
    return lines;
  }

  /** Forget the schedule (the last real member left): the next join starts afresh. */
  pause(): void {
    this.nextAt = undefined;
  }
}
