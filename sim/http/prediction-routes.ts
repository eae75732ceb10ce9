// Prediction schemes (docs/api-calls.md "Prediction schemes"): publishing (anchors only), the
// /forecast list with its sport and anchor filters, one scheme, and the caller's own schemes with
// their record. The store (prediction-scheme-store.ts) locks and settles them.
import { API_PATHS, FOOTBALL_STATUS as FB, pricePick, REPLY_CODES, SCHEME_LIMITS, schemeTextProblem, sportOfType } from "#wire";
import { recordPredictionFootprint } from "../accounts/account-book";
import { ERR, invalid, type ApiError } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { oddsKinds, type OddsKind } from "../core/match-centre/odds";
import type { Selection } from "../core/match-centre/predictions";
import { plainText } from "../core/predictions/scheme-rules";
import { paged, pageOf } from "./paging";
import { currentLines, schemeRow, schemeStoreOf, type Scheme, type SchemePick } from "./prediction-scheme-store";
import { fail, ok } from "./replies";
import { arrayField, bodyField, intField, stringField } from "./request-body";
import { signedIn, viewerOf } from "./signed-in";
import type { SimRouteTable } from "./route-types";

const NOT_ANCHOR: ApiError = { code: REPLY_CODES.notAnchor, msg: "认证成为主播后方可发布预测" };
const SELECTIONS: readonly Selection[] = ["home", "draw", "away", "over", "under"];

/** The picks of a publish body, priced now, or the message refusing them. */
function picksOf(backend: SimBackend, body: unknown, sportType: number): SchemePick[] | ApiError {
  const raw = arrayField(body, "picks");
  if (!raw || raw.length === 0) return invalid("请至少选择1场比赛");
  if (raw.length > SCHEME_LIMITS.picksMax) return invalid(`最多选择${SCHEME_LIMITS.picksMax}场比赛`);
  const sport = sportOfType(sportType);
  if (!sport) return ERR.badParams;
  const seen = new Set<number>();
  const picks: SchemePick[] = [];
  const now = backend.now();
  for (const entry of raw) {
    const matchId = intField(entry, "matchId");
    const kind = stringField(entry, "kind") as OddsKind | undefined;
    const selection = stringField(entry, "selection") as Selection | undefined;
    if (matchId === undefined || !kind || !selection || !SELECTIONS.includes(selection)) return ERR.badParams;
    const match = backend.world.match(matchId);
    if (!match) return invalid("比赛不存在");
    if (match.sport !== sport) return invalid("只能选择同一运动的比赛");
    if (seen.has(matchId)) return invalid("同一场比赛只能选择一次");
    seen.add(matchId);
    if (match.statusId !== FB.NOT_STARTED || now >= match.kickoffAt) return invalid("比赛已开赛，无法预测");
    if (!oddsKinds(sport).includes(kind)) return invalid("玩法不支持");
    const pick = pricePick(kind, selection, currentLines(backend, match).get(kind) ?? []);
    if (!pick) return invalid("选项不正确");
    picks.push({ matchId, pick });
  }
  return picks;
}

const rowsOf = (backend: SimBackend) => (scheme: Scheme) => schemeRow(backend, scheme);

export const predictionRoutes: SimRouteTable = {
  // {sportType 1|2, title, analysis, picks: [{matchId, kind, selection}]} → the new scheme.
  [API_PATHS.prediction.addScheme]: signedIn((backend, req, account) => {
    if (account.isAnchor !== 1) return fail(NOT_ANCHOR);
    const sportType = intField(req.body, "sportType");
    const title = plainText(stringField(req.body, "title") ?? "");
    const analysis = plainText(stringField(req.body, "analysis") ?? "");
    if (sportType === undefined) return fail(ERR.badParams);
    const problem = schemeTextProblem(title, analysis);
    if (problem) return fail(invalid(problem));
    const picks = picksOf(backend, req.body, sportType);
    if (!Array.isArray(picks)) return fail(picks);
    const scheme = schemeStoreOf(backend).add({ customId: account.id, sportType: sportType as 1 | 2, title, analysis, publishedAt: backend.now(), picks });
    return ok(backend, schemeRow(backend, scheme), "发布成功");
  }),

  // {pageNum, pageSize, sportType? (0 or none: both), customId?}: newest first.
  [API_PATHS.prediction.schemes]: (backend, req) => {
    const page = pageOf(req.body, false);
    const sportType = intField(req.body, "sportType") ?? 0;
    const hasAnchor = bodyField(req.body, "customId") !== undefined && bodyField(req.body, "customId") !== null && bodyField(req.body, "customId") !== "";
    const customId = intField(req.body, "customId");
    if (!page || ![0, 1, 2].includes(sportType) || (hasAnchor && customId === undefined)) return fail(ERR.badParams);
    const all = schemeStoreOf(backend)
      .all()
      .filter((s) => (sportType === 0 || s.sportType === sportType) && (customId === undefined || s.customId === customId));
    return ok(backend, paged(all, page, rowsOf(backend)));
  },

  [API_PATHS.prediction.schemeDetail]: (backend, req) => {
    const schemeId = intField(req.body, "schemeId");
    if (schemeId === undefined) return fail(ERR.badParams);
    const scheme = schemeStoreOf(backend).get(schemeId);
    // A signed-in reader's view goes to 历史足迹's 预测 tab.
    const viewer = viewerOf(backend, req);
    if (scheme && viewer) recordPredictionFootprint(viewer, scheme.schemeId, backend.now());
    return scheme ? ok(backend, schemeRow(backend, scheme)) : fail(invalid("方案不存在"));
  },

  // {pageNum, pageSize, forecastType? 1 single | 2 multi}: the caller's schemes and its record
  // over the settled ones (red, black, hit rate).
  [API_PATHS.prediction.mySchemes]: signedIn((backend, req, account) => {
    if (account.isAnchor !== 1) return fail(NOT_ANCHOR);
    const page = pageOf(req.body, false);
    const forecastType = intField(req.body, "forecastType") ?? 0;
    if (!page || ![0, 1, 2].includes(forecastType)) return fail(ERR.badParams);
    const rows = schemeStoreOf(backend)
      .all()
      .filter((s) => s.customId === account.id && (forecastType === 0 || (forecastType === 1) === (s.picks.length === 1)))
      .map(rowsOf(backend));
    const red = rows.filter((r) => r.state === 2).length;
    const black = rows.filter((r) => r.state === 3).length;
    const rate = red + black > 0 ? Math.round((red / (red + black)) * 100) : null;
    return ok(backend, { ...paged(rows, page, (row) => row), record: { red, black, rate } });
  }),
};
