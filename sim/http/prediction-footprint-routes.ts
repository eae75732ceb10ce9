// 历史足迹's 预测 tab (docs/api-calls.md "Individual center"): the prediction schemes the caller
// viewed (recordPredictionFootprint, called by the scheme detail call), the last view first, each
// with its title, anchor and first match from the scheme store (null for a scheme no longer there).
import { API_PATHS } from "#wire";
import { ERR } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { roomMatch } from "./live-items";
import { paged, pageOf } from "./paging";
import { schemeStoreOf } from "./prediction-scheme-store";
import { fail, ok } from "./replies";
import type { SimRouteTable } from "./route-types";
import { signedIn } from "./signed-in";

function schemeSummary(backend: SimBackend, schemeId: number) {
  const scheme = schemeStoreOf(backend).get(schemeId);
  if (!scheme) return { title: null, anchor: null, match: null };
  const anchor = backend.world.anchor(scheme.customId);
  const first = scheme.picks[0] && backend.world.match(scheme.picks[0].matchId);
  const teams = first ? roomMatch(backend, first) : undefined;
  return {
    title: scheme.title,
    anchor: anchor ? { customId: anchor.customId, nickname: anchor.nickname, avatar: anchor.avatar } : null,
    match: first && teams ? { matchId: first.id, homeTeamName: teams.homeTeamName, awayTeamName: teams.awayTeamName, competitionShortName: teams.competitionShortName, matchTime: first.matchTime } : null,
  };
}

export const predictionFootprintRoutes: SimRouteTable = {
  [API_PATHS.personal.predictionFootprints]: signedIn((backend, req, account) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    const views = [...account.predictionFootprints.entries()].reverse(); // kept in visit order
    return ok(
      backend,
      paged(views, page, ([schemeId, at]) => ({ schemeId, viewedAt: Math.floor(at / 1000), ...schemeSummary(backend, schemeId) })),
    );
  }),
};
