// Personal centre (docs/api-calls.md "Personal and levels"): follow counts, user/anchor/forecast
// levels, the anchor's own stream (check, close), feedback and complaints.
import { API_PATHS } from "#wire";
import { hashSeed, type SimAnchor } from "../core";
import { ERR, invalid, type ApiError } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import { levelNeed, levelTable, levelTxt } from "../accounts/level-tables";
import { isReportReason } from "../accounts/report-reasons";
import { fail, ok } from "./replies";
import { arrayField, bodyField, intField } from "./request-body";
import { signedIn } from "./signed-in";
import type { SimBackend } from "../backend";
import type { SimRouteTable } from "./route-types";

const MAX_TEXT = 300;
const MAX_PROOFS = 6;

/** A deterministic level and exp inside it, so each account always shows the same progress. */
export function levelOf(type: 1 | 2 | 3, id: number, level?: number) {
  const h = hashSeed(id, "level", type);
  const lv = level ?? 1 + (h % 12);
  return { level: lv, exp: (h >>> 8) % Math.max(1, levelNeed(type, lv)) };
}

function worldAnchor(backend: SimBackend, account: SimAccount): SimAnchor | undefined {
  return account.isAnchor ? backend.world.anchor(account.id) : undefined;
}

function followCounts(backend: SimBackend, account: SimAccount) {
  // Anchors come with a seeded fan base; real follows from this run add to it (the same fansCount the anchor cards show).
  return { followToCount: account.followedAccounts.size, followFromCount: backend.accounts.fansCount(account.id) };
}

/** desc and proofList of feedback and complaints; the error to answer with, if any. */
function checkText(body: unknown, descRequired: boolean): { desc: string; proofList: string[] } | { error: ApiError } {
  const rawDesc = bodyField(body, "desc");
  if (rawDesc !== undefined && rawDesc !== null && typeof rawDesc !== "string") return { error: ERR.badParams };
  const desc = (rawDesc ?? "").trim();
  if (descRequired && desc === "") return { error: invalid("请输入意见反馈描述") };
  if (Array.from(desc).length > MAX_TEXT) return { error: invalid("描述最多300个字") };
  const rawProofs = bodyField(body, "proofList");
  const proofList = rawProofs === undefined || rawProofs === null ? [] : arrayField(body, "proofList");
  if (!proofList || !proofList.every((p): p is string => typeof p === "string")) return { error: ERR.badParams };
  if (proofList.length > MAX_PROOFS) return { error: invalid("最多上传6张照片") };
  return { desc, proofList };
}

export const personalRoutes: SimRouteTable = {
  [API_PATHS.personal.customInfo]: signedIn((backend, _req, account) => ok(backend, followCounts(backend, account))),

  [API_PATHS.personal.customLevel]: signedIn((backend, _req, account) => {
    const { level, exp } = levelOf(1, account.id);
    return ok(backend, { level, exp, levelTxt: levelTxt(1, level) });
  }),

  [API_PATHS.personal.anchorInfo]: signedIn((backend, _req, account) =>
    ok(backend, { ...followCounts(backend, account), description: worldAnchor(backend, account)?.description ?? "" }),
  ),

  [API_PATHS.personal.anchorLevel]: signedIn((backend, _req, account) => {
    const anchor = worldAnchor(backend, account);
    const anchorLevel = levelOf(2, account.id, anchor?.anchorLevel ?? 1);
    const prediction = levelOf(3, account.id, anchor?.predictionLevel ?? 1);
    return ok(backend, {
      anchorLevel: anchorLevel.level,
      anchorExp: anchorLevel.exp,
      predictionLevel: prediction.level,
      predictionLevelTxt: levelTxt(3, prediction.level),
      predictionExp: prediction.exp,
    });
  }),

  [API_PATHS.personal.levelTable]: (backend, req) => {
    const type = intField(req.body, "levelType");
    if (type !== 1 && type !== 2 && type !== 3) return fail(ERR.badParams);
    return ok(backend, levelTable(type));
  },

  [API_PATHS.anchor.checkLiving]: signedIn((backend, _req, account) => {
    const anchor = worldAnchor(backend, account);
    if (!anchor) return ok(backend, { status: 0, roomId: null });
    return ok(backend, { status: backend.world.board.rooms.has(anchor.customId) ? 1 : 0, roomId: anchor.roomId });
  }),

  [API_PATHS.anchor.closeLive]: signedIn((backend, _req, account) => {
    const anchor = worldAnchor(backend, account);
    if (!anchor) return fail(ERR.notAnchor);
    backend.engine.anchorDeskAction(anchor.customId, { kind: "close" });
    return ok(backend, null, "下播成功，辛苦您了～");
  }),

  [API_PATHS.personal.feedback]: signedIn((backend, req, account) => {
    const text = checkText(req.body, true);
    if ("error" in text) return fail(text.error);
    backend.accounts.feedback.push({ accountId: account.id, ...text, at: backend.accounts.now() });
    return ok(backend, null, "感谢您的反馈，我们会尽快处理～");
  }),

  [API_PATHS.personal.reportAccount]: signedIn((backend, req, account) => {
    const customerId = intField(req.body, "customerId");
    if (customerId === undefined || !backend.accounts.book.get(customerId)) return fail(invalid("用户不存在"));
    const reasons = arrayField(req.body, "reasonList") ?? [];
    const reasonList = reasons.map((r) => intField({ r }, "r"));
    if (reasonList.length === 0 || !reasonList.every((r): r is number => r !== undefined && isReportReason(r))) {
      return fail(invalid("请选择投诉理由"));
    }
    const text = checkText(req.body, false);
    if ("error" in text) return fail(text.error);
    backend.accounts.reports.push({ accountId: account.id, customerId, reasonList, ...text, at: backend.accounts.now() });
    return ok(backend, null, "投诉已提交，我们会尽快核实处理～");
  }),
};
