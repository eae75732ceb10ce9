// Account and session calls (docs/api-calls.md, "Account and session"): SMS codes, code and
// password login, passwords, the signed-in user's info, online reports, tourist codes, staff
// info and token refresh.
import { API_PATHS } from "#wire";
import { base64ToBytes } from "../core";
import { ERR } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import { STAFF_ID } from "../accounts/account-phones";
import { bearerToken } from "../accounts/account-state";
import { randomHex } from "../accounts/random-source";
import { fail, ok } from "./replies";
import { nationalCodeField, phoneField, stringField } from "./request-body";
import { signedIn } from "./signed-in";
import type { SimRouteTable } from "./route-types";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The password of /loginByPassWord: Base64 of its UTF-8 bytes; undefined when not decodable. */
function decodePassword(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return utf8.decode(base64ToBytes(value));
  } catch {
    return undefined;
  }
}

/** pwOne/pwTwo (plain text): both present, non-empty and equal. */
function newPassword(body: unknown): string | undefined {
  const one = stringField(body, "pwOne");
  const two = stringField(body, "pwTwo");
  return one && one === two ? one : undefined;
}

export function userInfo(account: SimAccount, staff: SimAccount) {
  return {
    id: account.id,
    nickname: account.nickname,
    avatar: account.avatar,
    isAnchor: account.isAnchor,
    userCode: account.userCode,
    identifier: account.identifier,
    // The customer-service contact the client's 客服 button chats with (…?type=6&customerId=).
    identity: String(staff.id),
    phone: account.phone,
  };
}

export const accountRoutes: SimRouteTable = {
  [API_PATHS.account.sendCode]: (backend, req) => {
    const nationalCode = nationalCodeField(req.body);
    const phone = phoneField(req.body, "phoneNumber");
    if (!nationalCode || !phone) return fail(ERR.phoneFormat);
    const sent = backend.accounts.codes.send(nationalCode, phone);
    return sent.ok ? ok(backend, null) : fail(ERR.tooFrequent);
  },

  [API_PATHS.account.login]: (backend, req) => {
    const { accounts } = backend;
    const nationalCode = nationalCodeField(req.body);
    const phone = phoneField(req.body, "phoneNumber");
    const code = stringField(req.body, "code")?.trim();
    if (!nationalCode || !phone || !code || !accounts.codes.consume(nationalCode, phone, code)) return fail(ERR.badCode);
    const account = accounts.book.find(nationalCode, phone) ?? accounts.book.register(nationalCode, phone);
    return ok(backend, accounts.signIn(account));
  },

  [API_PATHS.account.loginByPassword]: (backend, req) => {
    const { accounts } = backend;
    const nationalCode = nationalCodeField(req.body);
    const phone = phoneField(req.body, "phoneNumber");
    const account = nationalCode && phone ? accounts.book.find(nationalCode, phone) : undefined;
    if (!account) return fail(ERR.badPassword);
    if (account.password === undefined) return fail(ERR.noPassword);
    if (decodePassword(stringField(req.body, "password")) !== account.password) return fail(ERR.badPassword);
    return ok(backend, { ...accounts.signIn(account), first: false });
  },

  [API_PATHS.account.resetPassword]: (backend, req) => {
    const { accounts } = backend;
    const password = newPassword(req.body);
    if (password === undefined) return fail(ERR.passwordMismatch);
    const nationalCode = nationalCodeField(req.body);
    const phone = phoneField(req.body, "phone");
    const account = nationalCode && phone ? accounts.book.find(nationalCode, phone) : undefined;
    if (!account || !nationalCode || !phone) return fail(ERR.noAccount);
    const code = stringField(req.body, "code")?.trim();
    if (!code || !accounts.codes.consume(nationalCode, phone, code)) return fail(ERR.badCode);
    account.password = password;
    return ok(backend, null);
  },

  [API_PATHS.account.setPassword]: signedIn((backend, req, account) => {
    const password = newPassword(req.body);
    if (password === undefined) return fail(ERR.passwordMismatch);
    account.password = password;
    return ok(backend, null);
  }),

  [API_PATHS.account.customerInfo]: signedIn((backend, _req, account) => ok(backend, userInfo(account, backend.accounts.book.staff))),

  [API_PATHS.account.reportOnline]: signedIn((backend, _req, account) => {
    account.lastOnlineAt = backend.accounts.now();
    return ok(backend, null);
  }),

  [API_PATHS.account.touristCode]: (backend) => ok(backend, { touristCode: `tourist-${randomHex(8)}` }),

  [API_PATHS.account.staffInfo]: signedIn((backend, _req, account) =>
    ok(backend, account.isStaff ? { staffId: STAFF_ID, nickname: account.nickname } : null),
  ),

  [API_PATHS.account.refresh]: (backend, req) => {
    const pair = backend.accounts.tokens.rotate(bearerToken(req.headers["authorization"]));
    return pair ? ok(backend, pair) : fail(ERR.refreshInvalid);
  },
};
