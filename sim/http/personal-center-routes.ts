// The individual center's calls (docs/api-calls.md "Individual center"): the accounts the caller
// follows and those following the caller, the exp records behind a level.
import { API_PATHS } from "#wire";
import { ERR } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import { levelNeed } from "../accounts/level-tables";
import type { SimBackend } from "../backend";
import { hashSeed } from "../core";
import { logoUrl } from "../core/ids";
import { levelOf } from "./personal-routes";
import { fail, ok } from "./replies";
import { intField } from "./request-body";
import { paged, pageOf } from "./paging";
import { signedIn } from "./signed-in";
import type { SimRouteTable } from "./route-types";

const DAY_MS = 86_400_000;
/** Seeded fans (an anchor's fan base, as fansCount counts it) get ids far above real accounts. */
const SEEDED_FAN_ID_BASE = 90_000_000;
/** The seeded part of a fans list shows at most this many (the count stays the full number). */
const SEEDED_FANS_LISTED = 200;

interface PersonRow {
  customId: number;
  nickname: string;
  avatar: string;
  isAnchor: 0 | 1;
  anchorLevel: number | null;
  living: boolean;
  roomId: number | null;
  /** Whether the caller follows this account (a fan followed back). */
  followed: boolean;
}

function personOf(backend: SimBackend, caller: SimAccount, account: SimAccount): PersonRow {
  const anchor = account.isAnchor ? backend.world.anchor(account.id) : undefined;
  return {
    customId: account.id,
    nickname: account.nickname,
    avatar: account.avatar,
    isAnchor: account.isAnchor ? 1 : 0,
    anchorLevel: anchor?.anchorLevel ?? null,
    living: anchor ? backend.world.board.living.has(anchor.customId) : false,
    roomId: anchor?.roomId ?? null,
    followed: caller.followedAccounts.has(account.id),
  };
}

function seededFans(accountId: number, count: number): PersonRow[] {
  return Array.from({ length: Math.min(count, SEEDED_FANS_LISTED) }, (_, i) => {
    const id = SEEDED_FAN_ID_BASE + (hashSeed(accountId, "fan", i) % 9_000_000);
    return { customId: id, nickname: `球迷${String(id).slice(-5)}`, avatar: logoUrl("avatar", id), isAnchor: 0, anchorLevel: null, living: false, roomId: null, followed: false };
  });
}

/** Where exp comes from (seeded per account and level type). */
const EXP_SOURCES = [
  { title: "每日登录", exp: 5 },
  { title: "观看直播30分钟", exp: 10 },
  { title: "发送弹幕", exp: 2 },
  { title: "关注主播", exp: 3 },
  { title: "分享直播间", exp: 5 },
  { title: "完善个人资料", exp: 20 },
] as const;
const ANCHOR_SOURCES = [
  { title: "开播满1小时", exp: 20 },
  { title: "新增粉丝", exp: 2 },
  { title: "直播间人气达标", exp: 15 },
] as const;
const FORECAST_SOURCES = [
  { title: "预测红单", exp: 10 },
  { title: "发布预测", exp: 3 },
  { title: "连红奖励", exp: 25 },
] as const;

/** Records adding up to the account's exp inside its level, newest first, one or two a day. */
function expRecords(backend: SimBackend, type: 1 | 2 | 3, account: SimAccount, now: number) {
  // The same level and exp the level calls answer (personal-routes).
  const anchor = account.isAnchor ? backend.world.anchor(account.id) : undefined;
  const { level, exp } = levelOf(type, account.id, type === 2 ? (anchor?.anchorLevel ?? 1) : type === 3 ? (anchor?.predictionLevel ?? 1) : undefined);
  const sources = type === 1 ? EXP_SOURCES : type === 2 ? ANCHOR_SOURCES : FORECAST_SOURCES;
  const records: { id: number; title: string; exp: number; time: number }[] = [];
  let left = exp;
  let i = 0;
  while (left > 0) {
    const source = sources[hashSeed(account.id, "exp", type, i) % sources.length]!;
    const gained = Math.min(left, source.exp);
    records.push({ id: i + 1, title: source.title, exp: gained, time: Math.floor((now - Math.floor(i / 2) * DAY_MS - (hashSeed(account.id, "exp-time", i) % 36_000_000)) / 1000) });
    left -= gained;
    i += 1;
  }
  records.sort((a, b) => b.time - a.time);
  return { level, exp, need: levelNeed(type, level), records };
}

export const personalCenterRoutes: SimRouteTable = {
  [API_PATHS.personal.followings]: signedIn((backend, req, account) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    const following = [...account.followedAccounts].flatMap((id) => {
      const target = backend.accounts.book.get(id);
      return target ? [target] : [];
    });
    return ok(backend, paged(following.reverse(), page, (target) => personOf(backend, account, target)));
  }),

  [API_PATHS.personal.fans]: signedIn((backend, req, account) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    const real = backend.accounts.book.followers(account.id).reverse().map((fan) => personOf(backend, account, fan));
    const seeded = seededFans(account.id, backend.accounts.fansCount(account.id) - real.length);
    return ok(backend, { ...paged([...real, ...seeded], page, (row) => row), fansCount: backend.accounts.fansCount(account.id) });
  }),

  // Rooms entered, the last entry first (docs/api-calls.md "Individual center").
  [API_PATHS.personal.livingFootprints]: signedIn((backend, req, account) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    const visits = [...account.footprints.entries()].reverse(); // kept in visit order
    return ok(
      backend,
      paged(visits, page, ([roomId, at]) => {
        const anchor = backend.world.anchorOfRoom(roomId);
        return {
          roomId,
          customId: anchor?.customId ?? 0,
          nickname: anchor?.nickname ?? "",
          avatar: anchor?.avatar ?? "",
          anchorLevel: anchor?.anchorLevel ?? 1,
          living: anchor ? backend.world.board.living.has(anchor.customId) : false,
          viewedAt: Math.floor(at / 1000),
        };
      }),
    );
  }),

  [API_PATHS.personal.expRecord]: signedIn((backend, req, account) => {
    const type = intField(req.body, "levelType") ?? 1;
    const page = pageOf(req.body, false);
    if ((type !== 1 && type !== 2 && type !== 3) || !page) return fail(ERR.badParams);
    if (type !== 1 && !account.isAnchor) return fail(ERR.badParams);
    const { records, ...level } = expRecords(backend, type, account, backend.now());
    return ok(backend, { ...level, ...paged(records, page, (r) => r) });
  }),
};
