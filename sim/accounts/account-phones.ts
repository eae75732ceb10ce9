// The sim's fixed accounts and how to sign in as them (also in the report / README):
// every world anchor has phone 1390000 + the last four digits of its customId (customId 10001 →
// 13900000001), and the customer-service staff account has 13700000000; all +86. They exist
// from the start, so their first code login is not a "first" login, and they share a password.
import type { SimAnchor } from "../core";

export const DEFAULT_NATIONAL_CODE = "86";
export const ANCHOR_PHONE_PREFIX = "1390000";
export const STAFF_PHONE = "13700000000";
/** Password of the seeded accounts (anchors, staff), so demos can use password login. */
export const SEEDED_PASSWORD = "kanqiu123";

/** Account ids: anchors keep their customId (10001…); staff and signed-up users sit far above. */
export const STAFF_ACCOUNT_ID = 1_000_000;
export const FIRST_USER_ID = 1_000_001;
/** staffId of /v1/staff/info for the staff account. */
export const STAFF_ID = 1;

export function anchorPhone(anchor: Pick<SimAnchor, "customId">): string {
  return ANCHOR_PHONE_PREFIX + String(anchor.customId % 10_000).padStart(4, "0");
}

/** The 8-digit watch-match ID: a bijection of the account id, so it is unique and stable. */
export function userCodeOf(id: number): string {
  return String(10_000_000 + ((id * 7919) % 90_000_000));
}
