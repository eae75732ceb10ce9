// The card info rules of /v1/customer/verifyCardInfo (docs/product-rules.md "Anchor
// certification"): a real name of 2–20 Chinese characters and an 18-character mainland ID number
// with a real birth date and the ISO 7064 MOD 11-2 check character. The client checks the same
// rules with the same messages; the sim checks again, as a server must.

const NAME = /^[\u4e00-\u9fff](?:[\u4e00-\u9fff]|·(?=[\u4e00-\u9fff]))+$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = "10X98765432";

/** The check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function birthDateOk(id: string, now: Date): boolean {
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= now.getTime();
}

/** The message for the first broken rule, or null when the card info is valid. */
export function cardInfoProblem(realName: string, idCardNumber: string, now = new Date()): string | null {
  const name = realName.trim();
  const id = idCardNumber.trim().toUpperCase();
  if (!name) return "请输入真实姓名";
  if (name.length < 2 || name.length > 20 || !NAME.test(name)) return "真实姓名须为2–20个汉字";
  if (!id) return "请输入身份证号";
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return "请输入18位身份证号";
  if (!birthDateOk(id, now)) return "身份证号中的出生日期不正确";
  if (idCheckChar(id) !== id[17]) return "身份证号校验位不正确，请核对";
  return null;
}
