// spec 1 §5: phone numbers are shown as the first 3 and last 4 digits.
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
