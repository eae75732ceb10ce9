// Followed competitions and teams (/follow/act/*). Each follow has a run-wide followId that the
// client later unfollows by; following the same thing twice returns the same followId.
import type { Sport } from "../core";

export type FollowType = 1 | 2;

export interface TopicFollow {
  readonly followId: number;
  readonly accountId: number;
  /** 1 competition, 2 team. */
  readonly followType: FollowType;
  readonly sport: Sport;
  /** The competition; for a team, its competition. */
  readonly compId: number;
  /** The team; null for a competition follow. */
  readonly teamId: number | null;
}

export class TopicFollows {
  private readonly byId = new Map<number, TopicFollow>();
  private nextId = 1;

  follow(input: Omit<TopicFollow, "followId">): TopicFollow {
    const existing = this.find(input.accountId, input.followType, input.followType === 1 ? input.compId : (input.teamId ?? 0));
    if (existing) return existing;
    const follow = { ...input, followId: this.nextId++ };
    this.byId.set(follow.followId, follow);
    return follow;
  }

  /** The account's follow of competition (1) or team (2) `targetId`. */
  find(accountId: number, followType: FollowType, targetId: number): TopicFollow | undefined {
    for (const f of this.byId.values()) {
      if (f.accountId === accountId && f.followType === followType && (followType === 1 ? f.compId : f.teamId) === targetId) return f;
    }
    return undefined;
  }

  /** Drops the account's own follows among `followIds`; others' and unknown ids are ignored. */
  unfollow(accountId: number, followIds: readonly number[]): void {
    for (const id of followIds) if (this.byId.get(id)?.accountId === accountId) this.byId.delete(id);
  }

  /** The account's follows of one sport, oldest first; followType 0 means both kinds. */
  list(accountId: number, sport: Sport, followType: 0 | FollowType = 0): TopicFollow[] {
    return [...this.byId.values()].filter((f) => f.accountId === accountId && f.sport === sport && (followType === 0 || f.followType === followType));
  }
}
