// The login form and its checks (docs/product-rules.md "Login", "Validation"). Each check
// returns the first message the user must see, or null when the form may be sent.
import { AUTH_MESSAGES as M } from "../config/messages";
import { DEFAULT_NATIONAL_CODE, MIN_PHONE_LENGTH } from "../config/auth-constants";

export interface LoginForm {
  phone: string;
  verifyCode: string;
  password: string;
  /** The agreement box. */
  checked: boolean;
  pwOne: string;
  pwTwo: string;
  nationalCode: string;
}

export const emptyLoginForm = (): LoginForm => ({
  phone: "",
  verifyCode: "",
  password: "",
  checked: false,
  pwOne: "",
  pwTwo: "",
  nationalCode: DEFAULT_NATIONAL_CODE,
});

const blank = (value: string) => value.trim() === "";

export function sendCodeProblem(form: LoginForm, secondsLeft: number): string | null {
  if (blank(form.phone)) return M.phoneForCode;
  if (form.phone.trim().length < MIN_PHONE_LENGTH) return M.badPhone;
  if (secondsLeft > 0) return M.codeAlreadySent;
  return null;
}

export function codeLoginProblem(form: LoginForm): string | null {
  if (blank(form.phone)) return M.phoneForLogin;
  if (blank(form.verifyCode)) return M.codeForLogin;
  if (!form.checked) return M.agreement;
  return null;
}

export function passwordLoginProblem(form: LoginForm): string | null {
  if (blank(form.phone)) return M.phoneForLogin;
  if (form.password === "") return M.passwordForLogin;
  if (!form.checked) return M.agreement;
  return null;
}

export function resetPasswordProblem(form: LoginForm): string | null {
  if (blank(form.phone)) return M.resetPhone;
  if (form.pwOne === "") return M.resetPassword;
  if (form.pwTwo === "") return M.resetConfirm;
  if (blank(form.verifyCode)) return M.resetCode;
  return null;
}

export function setPasswordProblem(form: LoginForm): string | null {
  if (form.pwOne === "") return M.newPassword;
  if (form.pwTwo === "") return M.newPasswordAgain;
  if (form.pwOne !== form.pwTwo) return M.passwordMismatch;
  return null;
}

/** /loginByPassWord sends the password as Base64 of its UTF-8 bytes (docs/api-calls.md). */
export function encodePassword(password: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
