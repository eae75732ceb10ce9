// The follow calls of docs/api-calls.md, one entry point for the four kinds of target. Every
// failure is silent (FOLLOW_SILENT_CODES); the caller only learns ok or not.
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, idSchema, noDataSchema, type ApiResult } from "@/shared/api";
import { FOLLOW_SILENT_CODES } from "../config/follow-config";
import { followStatusOf, type FollowableEntity, type FollowOutcome, type FollowTarget } from "../lib/follow-target";

export interface FollowRequest {
  target: FollowTarget;
  /** true to follow, false to unfollow. */
  follow: boolean;
  /** Known followId of a competition or team (needed to unfollow). */
  followId: number | null;
}

const followIdSchema = z.object({ followId: idSchema });
const isFollowSchema = z.object({ isFollow: z.boolean(), followId: z.nullish(idSchema) });

const post = <T>(path: string, body: unknown, schema: z.core.$ZodType<T>) =>
  apiRequest(path, { body, schema, silentCodes: FOLLOW_SILENT_CODES });

const followType = (target: FollowableEntity) => (target.kind === "competition" ? 1 : 2);

const entityRef = (target: FollowableEntity) =>
  target.kind === "competition"
    ? { compId: target.compId, sportType: target.sportType, followType: 1 }
    : { teamId: target.teamId, sportType: target.sportType, followType: 2 };

/** POST /follow/act/isFollow: whether a competition or team is followed, and its followId. */
export async function fetchFollowState(target: FollowableEntity): Promise<ApiResult<FollowOutcome>> {
  const result = await post(API_PATHS.follow.isFollow, entityRef(target), isFollowSchema);
  if (!result.ok) return result;
  return { ok: true, data: { target, followed: result.data.isFollow, followId: result.data.followId ?? null } };
}

async function toggleEntity(target: FollowableEntity, follow: boolean, knownId: number | null): Promise<ApiResult<FollowOutcome>> {
  if (follow) {
    const body = {
      compId: target.kind === "competition" ? target.compId : (target.compId ?? null),
      sportType: target.sportType,
      followType: followType(target),
      teamId: target.kind === "team" ? target.teamId : null,
    };
    const result = await post(API_PATHS.follow.status, body, followIdSchema);
    return result.ok ? { ok: true, data: { target, followed: true, followId: result.data.followId } } : result;
  }
  // Unfollowing needs the followId; ask for it when this page never learnt it.
  let followId = knownId;
  if (followId === null) {
    const state = await fetchFollowState(target);
    if (!state.ok) return state;
    followId = state.data.followId;
    if (followId === null) return { ok: true, data: { target, followed: false, followId: null } };
  }
  const result = await post(API_PATHS.follow.unfollow, { followIds: [followId] }, noDataSchema);
  return result.ok ? { ok: true, data: { target, followed: false, followId: null } } : result;
}

/** Follows or unfollows any target; resolves with the state the server now holds. */
export async function sendFollowRequest({ target, follow, followId }: FollowRequest): Promise<ApiResult<FollowOutcome>> {
  const status = followStatusOf(follow);
  let result: ApiResult<void>;
  switch (target.kind) {
    case "match":
      result = await post(API_PATHS.match.followAction, { matchId: target.matchId, sportType: target.sportType, status }, noDataSchema);
      break;
    case "anchor":
      result = await post(
        API_PATHS.follow.customerAction,
        { status, followCustomerId: target.customerId, prepareId: target.prepareId ?? null },
        noDataSchema,
      );
      break;
    default:
      return toggleEntity(target, follow, followId);
  }
  return result.ok ? { ok: true, data: { target, followed: follow, followId: null } } : result;
}
