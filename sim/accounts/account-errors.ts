// Codes and messages of the account, follow, upload and personal calls (docs/api-calls.md).
// The client shows `msg` as it is, so these strings are part of the contract; the codes are the
// wire's REPLY_CODES.
import { REPLY_CODES as C } from "#wire";

export interface ApiError {
  readonly code: number;
  readonly msg: string;
}

const e = (code: number, msg: string): ApiError => ({ code, msg });

export const ERR = {
  tooFrequent: e(C.rateLimited, "请求过于频繁，请稍后重试！"),
  badParams: e(C.badParams, "参数错误"),
  phoneFormat: e(C.phoneFormat, "手机号格式不正确"),
  badCode: e(C.badCode, "验证码错误或已过期"),
  badPassword: e(C.badPassword, "账号或密码错误"),
  noPassword: e(C.noPassword, "该账号未设置密码，请使用验证码登录"),
  passwordMismatch: e(C.passwordMismatch, "两次输入密码不一致，请重新输入"),
  noAccount: e(C.noAccount, "账号不存在"),
  tooManyInterests: e(C.tooManyInterests, "最多只能选择10个"),
  selfFollow: e(C.selfFollow, "无法关注自己的账号～"),
  fileType: e(C.fileType, "文件格式不支持"),
  fileTooLarge: e(C.fileTooLarge, "单个文件最大10M"),
  notAnchor: e(C.notAnchor, "认证成为主播后方可开播"),
  refreshInvalid: e(C.refreshTokenInvalid, "登录已失效，请重新登录"),
  sessionInvalid: e(C.accessTokenInvalid, "登录已失效"),
  sessionExpired: e(C.accessTokenExpired, "登录已过期"),
} as const;

/** 10001 with a specific message: the request is malformed or breaks a stated rule. */
export const invalid = (msg: string): ApiError => e(ERR.badParams.code, msg);
