// Interests (login dialog view 4): the catalogue per sport with the caller's choice checked,
// the saved choice, and saving 1–10 picks.
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import { interestKey, MAX_INTERESTS, type InterestChoice } from "../accounts/interest-catalog";
import { fail, ok } from "./replies";
import { arrayField, intField } from "./request-body";
import { signedIn } from "./signed-in";
import type { SimRouteTable } from "./route-types";

const choiceOf = (item: unknown): InterestChoice | undefined => {
  const interestId = intField(item, "interestId");
  const scope = intField(item, "scope");
  const type = intField(item, "type");
  if (interestId === undefined || (scope !== 1 && scope !== 2 && scope !== 3) || (type !== 1 && type !== 2)) return undefined;
  return { interestId, scope, type };
};

export const interestRoutes: SimRouteTable = {
  [API_PATHS.interests.info]: signedIn((backend, _req, account) => {
    const chosen = new Set(account.interests.map(interestKey));
    const mark = <T extends InterestChoice>(entry: T) => ({ ...entry, checked: chosen.has(interestKey(entry)) });
    return ok(
      backend,
      backend.accounts.interestCatalog().map((group) => ({
        sportType: group.sportType,
        competitionVOS: group.competitionVOS.map(mark),
        teamVOS: group.teamVOS.map(mark),
      })),
    );
  }),

  [API_PATHS.interests.choose]: signedIn((backend, _req, account) => ok(backend, account.interests.map((c) => ({ ...c })))),

  [API_PATHS.interests.save]: signedIn((backend, req, account) => {
    const items = arrayField(req.body, "interests");
    if (!items) return fail(ERR.badParams);
    // Only what the catalogue offers can be chosen; repeats count once.
    const offered = new Set(backend.accounts.interestCatalog().flatMap((g) => [...g.competitionVOS, ...g.teamVOS]).map(interestKey));
    const picks = new Map<string, InterestChoice>();
    for (const item of items) {
      const choice = choiceOf(item);
      if (!choice || !offered.has(interestKey(choice))) return fail(ERR.badParams);
      picks.set(interestKey(choice), choice);
    }
    if (picks.size === 0) return fail(invalid("请选择喜好"));
    if (picks.size > MAX_INTERESTS) return fail(ERR.tooManyInterests);
    account.interests = [...picks.values()];
    return ok(backend, null);
  }),
};
