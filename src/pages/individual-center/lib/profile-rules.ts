// The profile form's checks (docs/product-rules.md "Individual center"): each returns the first
// message the user must see, or null when the form may be sent. Phone and code messages are the
// login dialog's (features/auth).
import { AUTH_MESSAGES as M, MIN_PHONE_LENGTH } from "@/features/auth";

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;

export const PROFILE_MESSAGES = {
  noNickname: "请输入昵称",
  nicknameLength: `昵称长度为${NICKNAME_MIN}-${NICKNAME_MAX}个字`,
  samePhone: "新手机号不能与原手机号相同",
} as const;

export const GENDERS = [
  { value: 0, label: "保密" },
  { value: 1, label: "男" },
  { value: 2, label: "女" },
] as const;

/** Characters as a person counts them (code points). */
const charCount = (text: string) => [...text].length;

export function nicknameProblem(nickname: string): string | null {
  const text = nickname.trim();
  if (!text) return PROFILE_MESSAGES.noNickname;
  const length = charCount(text);
  return length < NICKNAME_MIN || length > NICKNAME_MAX ? PROFILE_MESSAGES.nicknameLength : null;
}

/** Before 获取验证码 for a new number; `current` is the number being replaced. */
export function newPhoneProblem(phone: string, current: string): string | null {
  const text = phone.trim();
  if (!text) return M.phoneForCode;
  if (text.length < MIN_PHONE_LENGTH) return M.badPhone;
  return text === current ? PROFILE_MESSAGES.samePhone : null;
}

export function codeProblem(code: string): string | null {
  return code.trim() ? null : M.resetCode;
}
