// Follows (docs/api-calls.md, "Follows"): matches (reflected as hasFollow in every list and in
// follow/list_b), anchors and other accounts, and competitions/teams (/follow/act/*).
import { API_PATHS, sportOfType } from "#wire";
import type { Sport } from "../core";
import { ERR, invalid } from "../accounts/account-errors";
import type { TopicFollow } from "../accounts/topic-follows";
import { fail, ok } from "./replies";
import { arrayField, intField } from "./request-body";
import { signedIn } from "./signed-in";
import type { SimBackend } from "../backend";
import type { SimRouteTable } from "./route-types";

/** status 1 follow / 2 unfollow; undefined for anything else. */
const followStatus = (body: unknown): boolean | undefined => {
  const status = intField(body, "status");
  return status === 1 ? true : status === 2 ? false : undefined;
};

function followItem(backend: SimBackend, f: TopicFollow) {
  const comp = backend.world.competition(f.compId);
  const team = f.teamId === null ? undefined : backend.world.team(f.teamId);
  return {
    followId: f.followId,
    followType: f.followType,
    compId: f.compId,
    compName: comp?.name ?? "",
    compLogo: comp?.logo ?? "",
    teamId: f.teamId,
    teamName: team ? team.name : null,
    teamLogo: team ? team.logo : null,
    followerId: f.accountId,
  };
}

export const followRoutes: SimRouteTable = {
  [API_PATHS.match.followAction]: signedIn((backend, req, account) => {
    const follow = followStatus(req.body);
    const matchId = intField(req.body, "matchId");
    if (follow === undefined || matchId === undefined) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match) return fail(invalid("比赛不存在"));
    if (follow) account.followedMatches.set(match.id, match.sport);
    else account.followedMatches.delete(match.id);
    return ok(backend, null);
  }),

  [API_PATHS.follow.customerAction]: signedIn((backend, req, account) => {
    const follow = followStatus(req.body);
    const targetId = intField(req.body, "followCustomerId");
    if (follow === undefined || targetId === undefined) return fail(ERR.badParams);
    if (targetId === account.id) return fail(ERR.selfFollow);
    if (!backend.accounts.book.get(targetId)) return fail(invalid("用户不存在"));
    if (follow) account.followedAccounts.add(targetId);
    else account.followedAccounts.delete(targetId);
    return ok(backend, null);
  }),

  [API_PATHS.follow.status]: signedIn((backend, req, account) => {
    const followType = intField(req.body, "followType");
    if (followType === 1) {
      const comp = backend.world.competition(intField(req.body, "compId") ?? 0);
      if (!comp) return fail(invalid("赛事不存在"));
      const f = backend.accounts.topics.follow({ accountId: account.id, followType, sport: comp.sport, compId: comp.id, teamId: null });
      return ok(backend, { followId: f.followId });
    }
    if (followType === 2) {
      const team = backend.world.team(intField(req.body, "teamId") ?? 0);
      if (!team) return fail(invalid("球队不存在"));
      const f = backend.accounts.topics.follow({ accountId: account.id, followType, sport: team.sport, compId: team.competitionId, teamId: team.id });
      return ok(backend, { followId: f.followId });
    }
    return fail(ERR.badParams);
  }),

  [API_PATHS.follow.unfollow]: signedIn((backend, req, account) => {
    const ids = arrayField(req.body, "followIds")?.map((id) => intField({ id }, "id"));
    if (!ids || !ids.every((id): id is number => id !== undefined)) return fail(ERR.badParams);
    backend.accounts.topics.unfollow(account.id, ids);
    return ok(backend, null);
  }),

  [API_PATHS.follow.isFollow]: signedIn((backend, req, account) => {
    const followType = intField(req.body, "followType");
    if (followType !== 1 && followType !== 2) return fail(ERR.badParams);
    const targetId = intField(req.body, followType === 1 ? "compId" : "teamId");
    if (targetId === undefined) return fail(ERR.badParams);
    const f = backend.accounts.topics.find(account.id, followType, targetId);
    return ok(backend, { isFollow: f !== undefined, followId: f?.followId ?? null });
  }),

  [API_PATHS.follow.list]: signedIn((backend, req, account) => {
    const followType = intField(req.body, "followType") ?? 0;
    if (followType !== 0 && followType !== 1 && followType !== 2) return fail(ERR.badParams);
    // No sportType: both sports; esports (3) has nothing to follow.
    const sportType = intField(req.body, "sportType");
    const one = sportOfType(sportType);
    const sports: Sport[] = sportType === undefined ? ["football", "basketball"] : one ? [one] : [];
    const follows = sports.flatMap((sport) => backend.accounts.topics.list(account.id, sport, followType));
    return ok(backend, follows.map((f) => followItem(backend, f)));
  }),
};
