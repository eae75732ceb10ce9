// What can be followed. Matches and anchors carry their state as 1 followed / 2 not; competitions
// and teams as a followId the server hands out (docs/api-calls.md, "Follows").

export type FollowTarget =
  | { kind: "match"; matchId: number; sportType: number }
  | { kind: "anchor"; customerId: number; prepareId?: number | null }
  | { kind: "competition"; compId: number; sportType: number }
  | { kind: "team"; teamId: number; sportType: number; compId?: number | null };

/** Competitions and teams: followed through /follow/act/*. */
export type FollowableEntity = Extract<FollowTarget, { kind: "competition" | "team" }>;

export interface FollowState {
  followed: boolean;
  /** The server's id of a competition or team follow; null for matches and anchors. */
  followId: number | null;
}

/** A finished follow or unfollow, or a state read from /follow/act/isFollow. */
export interface FollowOutcome extends FollowState {
  target: FollowTarget;
}

/**
 * The state a user sees: what this session learnt of the target (a follow, an unfollow, a read),
 * else the flag of the list the target came from.
 */
export const shownFollowed = (known: FollowState | null | undefined, listFollowed: boolean): boolean => known?.followed ?? listFollowed;

/** One key per target: the request lock and the known state are kept by it. */
export function followKey(target: FollowTarget): string {
  switch (target.kind) {
    case "match":
      return `match:${target.sportType}:${target.matchId}`;
    case "anchor":
      return `anchor:${target.customerId}`;
    case "competition":
      return `competition:${target.sportType}:${target.compId}`;
    case "team":
      return `team:${target.sportType}:${target.teamId}`;
  }
}

export const isFollowableEntity = (target: FollowTarget): target is FollowableEntity =>
  target.kind === "competition" || target.kind === "team";

/** Matches and anchors encode the state as 1 followed, 2 not. */
export const followStatusOf = (followed: boolean): 1 | 2 => (followed ? 1 : 2);
