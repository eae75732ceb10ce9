// The anchor invitation code (docs/product-rules.md "Anchor certification"): 6 letters or digits,
// handed out by the operators; case does not matter, the form sends it in upper case.

export const CODE_MESSAGES = {
  empty: "请输入主播邀请码",
  format: "主播邀请码为6位字母或数字",
} as const;

export const normalizeAnchorCode = (value: string) => value.trim().toUpperCase();

export function anchorCodeError(value: string): string | null {
  const code = normalizeAnchorCode(value);
  if (!code) return CODE_MESSAGES.empty;
  return /^[A-Z0-9]{6}$/.test(code) ? null : CODE_MESSAGES.format;
}
