// Phone numbers show the first 3 and last 4 digits (docs/product-rules.md "Numbers").
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
