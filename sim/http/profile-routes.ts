// Profile editing (docs/api-calls.md "Profile editing"): the caller's details, completing them
// (nickname, avatar, gender) and changing the phone in two SMS-checked steps.
import { API_PATHS, SIM_API_PREFIX } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import type { SimBackend } from "../backend";
import { fail, ok } from "./replies";
import { bodyField, intField, phoneField, stringField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { signedIn } from "./signed-in";

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
/** A ticket of step 1 lets step 2 run this long. */
const TICKET_TTL_MS = 10 * 60_000;

const PROFILE_ERR = {
  noNickname: invalid("请输入昵称"),
  nicknameLength: invalid(`昵称长度为${NICKNAME_MIN}-${NICKNAME_MAX}个字`),
  badAvatar: invalid("头像无效，请重新上传"),
  nothing: invalid("请填写要修改的资料"),
  phoneTaken: invalid("该手机号已被注册"),
  samePhone: invalid("新手机号不能与原手机号相同"),
  noTicket: invalid("请先验证原手机号"),
} as const;

const UPLOAD_URL = new RegExp(`^${SIM_API_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sim/uploads/(\\d+)\\.(jpg|png)$`);

/** Step-1 tickets: token → the account and when it runs out. One per account (a new check replaces it). */
const tickets = new WeakMap<SimBackend, Map<string, { accountId: number; until: number }>>();
const ticketsOf = (backend: SimBackend) => {
  let map = tickets.get(backend);
  if (!map) tickets.set(backend, (map = new Map()));
  return map;
};
let ticketCount = 0;

const detailOf = (account: SimAccount) => ({ id: account.id, nickname: account.nickname, avatar: account.avatar, gender: account.gender, phone: account.phone });

function changePhone(backend: SimBackend, body: unknown, account: SimAccount) {
  const { accounts } = backend;
  const step = intField(body, "step");
  const code = stringField(body, "code")?.trim();
  if ((step !== 1 && step !== 2) || !code) return fail(ERR.badParams);
  if (step === 1) {
    if (!accounts.codes.consume(account.nationalCode, account.phone, code)) return fail(ERR.badCode);
    const map = ticketsOf(backend);
    for (const [key, t] of map) if (t.accountId === account.id) map.delete(key);
    const ticket = `pc-${account.id}-${++ticketCount}`;
    map.set(ticket, { accountId: account.id, until: backend.now() + TICKET_TTL_MS });
    return ok(backend, { ticket });
  }
  const ticket = stringField(body, "ticket");
  const held = ticket ? ticketsOf(backend).get(ticket) : undefined;
  if (!held || held.accountId !== account.id || held.until < backend.now()) return fail(PROFILE_ERR.noTicket);
  const phone = phoneField(body, "phoneNumber");
  if (!phone) return fail(ERR.phoneFormat);
  if (phone === account.phone) return fail(PROFILE_ERR.samePhone);
  if (accounts.book.find(account.nationalCode, phone)) return fail(PROFILE_ERR.phoneTaken);
  if (!accounts.codes.consume(account.nationalCode, phone, code)) return fail(ERR.badCode);
  ticketsOf(backend).delete(ticket!);
  accounts.book.changePhone(account, phone);
  return ok(backend, detailOf(account), "手机号修改成功");
}

export const profileRoutes: SimRouteTable = {
  [API_PATHS.personal.customerDetail]: signedIn((backend, _req, account) => ok(backend, detailOf(account))),

  [API_PATHS.personal.completePersonalInfo]: signedIn((backend, req, account) => {
    const nicknameRaw = bodyField(req.body, "nickname");
    const avatarRaw = bodyField(req.body, "avatar");
    const genderRaw = bodyField(req.body, "gender");
    if (nicknameRaw === undefined && avatarRaw === undefined && genderRaw === undefined) return fail(PROFILE_ERR.nothing);
    const nickname = nicknameRaw === undefined ? undefined : stringField(req.body, "nickname")?.trim();
    const avatar = avatarRaw === undefined ? undefined : stringField(req.body, "avatar");
    const gender = genderRaw === undefined ? undefined : intField(req.body, "gender");
    if ((nicknameRaw !== undefined && nickname === undefined) || (avatarRaw !== undefined && avatar === undefined)) return fail(ERR.badParams);
    if (gender !== undefined && gender !== 0 && gender !== 1 && gender !== 2) return fail(ERR.badParams);
    if (genderRaw !== undefined && gender === undefined) return fail(ERR.badParams);
    if (nickname !== undefined) {
      if (!nickname) return fail(PROFILE_ERR.noNickname);
      const length = [...nickname].length;
      if (length < NICKNAME_MIN || length > NICKNAME_MAX) return fail(PROFILE_ERR.nicknameLength);
    }
    if (avatar !== undefined && avatar !== account.avatar) {
      // Only an image uploaded through /v1/file/batch/upload (its checks: JPEG/PNG, ≤ 10 MB).
      const found = UPLOAD_URL.exec(avatar);
      if (!found || !backend.accounts.uploads.get(Number(found[1]), found[2]!)) return fail(PROFILE_ERR.badAvatar);
    }
    if (nickname !== undefined) account.nickname = nickname;
    if (avatar !== undefined) account.avatar = avatar;
    if (gender !== undefined) account.gender = gender as 0 | 1 | 2;
    return ok(backend, detailOf(account), "保存成功");
  }),

  [API_PATHS.personal.preChangePhoneCheck]: signedIn((backend, req, account) => changePhone(backend, req.body, account)),
};
