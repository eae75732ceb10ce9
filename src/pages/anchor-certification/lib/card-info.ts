// The card info rules (docs/product-rules.md "Anchor certification"): a real name of 2–20 Chinese
// characters (a middle dot between them, as in minority names) and an 18-character mainland ID
// number with a real birth date and the ISO 7064 MOD 11-2 check character. The sim checks the
// same rules again with the same messages.

const NAME = /^[\u4e00-\u9fff](?:[\u4e00-\u9fff]|·(?=[\u4e00-\u9fff]))+$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = "10X98765432";

export const CARD_MESSAGES = {
  nameEmpty: "请输入真实姓名",
  nameFormat: "真实姓名须为2–20个汉字",
  idEmpty: "请输入身份证号",
  idFormat: "请输入18位身份证号",
  idBirthDate: "身份证号中的出生日期不正确",
  idCheck: "身份证号校验位不正确，请核对",
} as const;

/** The ISO 7064 MOD 11-2 check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** What the form sends: trimmed, the check character X in upper case. */
export const normalizeIdNumber = (value: string) => value.trim().toUpperCase();

export function realNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return CARD_MESSAGES.nameEmpty;
  return name.length >= 2 && name.length <= 20 && NAME.test(name) ? null : CARD_MESSAGES.nameFormat;
}

function birthDateOk(id: string, today: Date): boolean {
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= today.getTime();
}

export function idNumberError(value: string, today = new Date()): string | null {
  const id = normalizeIdNumber(value);
  if (!id) return CARD_MESSAGES.idEmpty;
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return CARD_MESSAGES.idFormat;
  if (!birthDateOk(id, today)) return CARD_MESSAGES.idBirthDate;
  return idCheckChar(id) === id[17] ? null : CARD_MESSAGES.idCheck;
}
