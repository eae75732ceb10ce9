// Broadcasting from /anchorStart (docs/api-calls.md "Broadcasting"): start a stream on a match
// (/anchor/prepare), its push address and key, change match, previews, and the anchor's own live
// statistics and records. Anchors only (others: 认证成为主播后方可开播). The stream goes live through
// the engine (anchor-desk.ts), so every connected client sees it in its lists and on the home page.
import { API_PATHS, SIM_API_PREFIX, SPORT_TYPE } from "#wire";
import type { DeskRefusal, SimAnchor } from "../core";
import { ERR, invalid, type ApiError } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import type { SimBackend } from "../backend";
import { anchorRecords, livingStatistics } from "./broadcast-records";
import { pushAddressOf, refreshPushKey } from "./push-keys";
import { pageOf, paged } from "./paging";
import { fail, ok } from "./replies";
import { bodyField, intField, stringField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { signedIn, type AccountRouteHandler } from "./signed-in";

/** The room name's length limit (characters). */
export const ROOM_NAME_MAX = 30;

const DESK_REFUSALS: Readonly<Record<DeskRefusal, ApiError>> = {
  unknownAnchor: ERR.notAnchor,
  alreadyLiving: invalid("您正在直播中"),
  notLiving: invalid("您当前未在直播"),
  unknownMatch: invalid("比赛不存在"),
  matchOver: invalid("比赛已结束，无法开播"),
  matchStarted: invalid("比赛已开始，无法发布预告"),
  sameMatch: invalid("已是当前比赛"),
  noPreview: invalid("预告不存在"),
};

/** Anchors only: the handler gets the caller's anchor of the sim world. */
function anchorOnly(handler: (backend: SimBackend, body: unknown, account: SimAccount, anchor: SimAnchor) => ReturnType<AccountRouteHandler>) {
  return signedIn((backend, req, account) => {
    const anchor = account.isAnchor ? backend.world.anchor(account.id) : undefined;
    return anchor ? handler(backend, req.body, account, anchor) : fail(ERR.notAnchor);
  });
}

/** A cover is an image uploaded to this sim (/v1/file/batch/upload), or none. */
function coverOf(body: unknown): string | undefined | null {
  const value = bodyField(body, "coverPicture");
  if (value === undefined || value === null || value === "") return undefined;
  return typeof value === "string" && /^\/sim\/uploads\/\d+\.(jpg|png)$/.test(value.replace(SIM_API_PREFIX, "")) ? value : null;
}

export const broadcastRoutes: SimRouteTable = {
  // {roomName, matchId, sportType, coverPicture?, notification?, date?, selCompetition?} → the live room and its push address.
  [API_PATHS.anchor.prepare]: anchorOnly((backend, body, _account, anchor) => {
    const roomName = stringField(body, "roomName")?.trim() ?? "";
    const matchId = intField(body, "matchId");
    const sportType = intField(body, "sportType");
    const cover = coverOf(body);
    if (!roomName) return fail(invalid("请输入直播间标题"));
    if ([...roomName].length > ROOM_NAME_MAX) return fail(invalid(`直播间标题最多${ROOM_NAME_MAX}个字`));
    if (matchId === undefined) return fail(invalid("请选择比赛"));
    if (cover === null) return fail(invalid("封面图片无效，请重新上传"));
    const match = backend.world.match(matchId);
    if (match && sportType !== undefined && SPORT_TYPE[match.sport] !== sportType) return fail(invalid("比赛与运动类型不符"));
    const notifyFans = intField(body, "notification") !== 0;
    const result = backend.engine.anchorDeskAction(anchor.customId, { kind: "start", matchId, roomName, coverPicture: cover, notifyFans });
    if (!result.ok) return fail(DESK_REFUSALS[result.reason]);
    return ok(backend, { roomId: result.roomId, matchId: result.matchId, prepareId: result.prepareId, ...pushAddressOf(backend, anchor.customId) }, "开播成功");
  }),

  // {matchId}: the stream moves (a 220 push).
  [API_PATHS.anchor.changeMatch]: anchorOnly((backend, body, _account, anchor) => {
    const matchId = intField(body, "matchId");
    if (matchId === undefined) return fail(invalid("请选择比赛"));
    const result = backend.engine.anchorDeskAction(anchor.customId, { kind: "changeMatch", matchId });
    return result.ok ? ok(backend, { roomId: result.roomId, matchId: result.matchId }, "切换比赛成功") : fail(DESK_REFUSALS[result.reason]);
  }),

  [API_PATHS.anchor.pushStreamKey]: anchorOnly((backend, _body, _account, anchor) => ok(backend, pushAddressOf(backend, anchor.customId))),

  // A new key: the old one stops working (the streaming tool must be given the new one).
  [API_PATHS.anchor.refreshPushStreamKey]: anchorOnly((backend, _body, _account, anchor) => {
    refreshPushKey(backend, anchor.customId);
    return ok(backend, pushAddressOf(backend, anchor.customId), "推流码已刷新");
  }),

  // {matchId}: the anchor's preview (one per anchor; a new one replaces the old, as 225 with prevMatchId).
  [API_PATHS.anchor.addPreview]: anchorOnly((backend, body, _account, anchor) => {
    const matchId = intField(body, "matchId");
    if (matchId === undefined) return fail(invalid("请选择比赛"));
    const result = backend.engine.anchorDeskAction(anchor.customId, { kind: "addPreview", matchId });
    return result.ok ? ok(backend, { prepareId: result.prepareId, matchId: result.matchId }, "预告发布成功") : fail(DESK_REFUSALS[result.reason]);
  }),

  // {prepareId}: drops the anchor's current preview (a 226 push).
  [API_PATHS.anchor.delPreview]: anchorOnly((backend, body, _account, anchor) => {
    const prepareId = intField(body, "prepareId");
    if (prepareId === undefined) return fail(ERR.badParams);
    if (backend.world.board.prepareIdOf.get(anchor.customId) !== prepareId) return fail(DESK_REFUSALS.noPreview);
    const result = backend.engine.anchorDeskAction(anchor.customId, { kind: "removePreview" });
    return result.ok ? ok(backend, null, "预告已删除") : fail(DESK_REFUSALS[result.reason]);
  }),

  [API_PATHS.personal.myLivingStatistics]: anchorOnly((backend, _body, _account, anchor) => ok(backend, livingStatistics(backend, anchor))),

  // {pageNum, pageSize}: the anchor's ended streams, the newest first.
  [API_PATHS.personal.myLivingRecord]: anchorOnly((backend, body, _account, anchor) => {
    const page = pageOf(body, false);
    if (!page) return fail(ERR.badParams);
    return ok(backend, paged(anchorRecords(backend, anchor), page, (record) => record));
  }),
};
