// Codes and messages of the account, follow, upload and personal calls (docs/api-calls.md).
// The client shows `msg` as it is, so these strings are part of the contract.

export interface ApiError {
  readonly code: number;
  readonly msg: string;
}

const e = (code: number, msg: string): ApiError => ({ code, msg });

export const ERR = {
  tooFrequent: e(4000, "请求过于频繁，请稍后重试！"),
  badParams: e(10001, "参数错误"),
  phoneFormat: e(10002, "手机号格式不正确"),
  badCode: e(10003, "验证码错误或已过期"),
  badPassword: e(10004, "账号或密码错误"),
  noPassword: e(10005, "该账号未设置密码，请使用验证码登录"),
  passwordMismatch: e(10006, "两次输入密码不一致，请重新输入"),
  noAccount: e(10007, "账号不存在"),
  tooManyInterests: e(10008, "最多只能选择10个"),
  selfFollow: e(10009, "无法关注自己的账号～"),
  fileType: e(10010, "文件格式不支持"),
  fileTooLarge: e(10011, "单个文件最大10M"),
  notAnchor: e(10012, "认证成为主播后方可开播"),
  refreshInvalid: e(10030, "登录已失效，请重新登录"),
  sessionInvalid: e(10040, "登录已失效"),
  sessionExpired: e(10050, "登录已过期"),
} as const;

/** 10001 with a specific message: the request is malformed or breaks a stated rule. */
export const invalid = (msg: string): ApiError => e(ERR.badParams.code, msg);
