// Texts of the login dialog that are contract (docs/product-rules.md "Validation", "Login"):
// verbatim.
export const AUTH_MESSAGES = {
  phoneForCode: "请输入手机号后再获取验证码",
  badPhone: "请输入正确手机号",
  codeAlreadySent: "短信已发送，请稍后再试～",
  codeSent: "验证码发送成功，十分钟有效",
  phoneForLogin: "请输入手机号后登录",
  codeForLogin: "请输入验证码后登录",
  passwordForLogin: "请输入密码后登录",
  agreement: "请阅读用户协议和隐私政策",
  loggedIn: "登录成功",
  resetPhone: "请输入手机号",
  resetPassword: "请输入新密码",
  resetConfirm: "请再次输入新密码",
  resetCode: "请输入验证码",
  passwordReset: "重置密码成功",
  newPassword: "请输入新的登录密码",
  newPasswordAgain: "请再次输入新的登录密码",
  passwordMismatch: "两次输入密码不一致，请重新输入",
  passwordSet: "设置密码成功",
  noInterest: "请选择喜好",
  tooManyInterests: "最多只能选择10个",
} as const;

/** Shown under the new password, not enforced (docs/product-rules.md "Validation"). */
export const PASSWORD_HINT = "至少8位，包含字母和数字";
