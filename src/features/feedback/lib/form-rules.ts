// Submit-time checks of the feedback and complaint forms (docs/product-rules.md "Validation").
import { FEEDBACK_MESSAGES, MAX_DESC_LENGTH } from "../config/feedback-config";

/** The description as it may be held: never longer than 300 characters. */
export const clampDesc = (value: string): string => value.slice(0, MAX_DESC_LENGTH);

export function feedbackError(desc: string): string | null {
  return desc.trim() === "" ? FEEDBACK_MESSAGES.descRequired : null;
}

export type ComplaintField = "reasons" | "account";

export interface ComplaintError {
  field: ComplaintField;
  message: string;
}

/** The reported account's id from the input: digits only. */
export function parseAccountId(input: string): number | null {
  const value = input.trim();
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export function complaintError(form: { reasons: readonly number[]; customerId: number | null; accountInput: string }): ComplaintError | null {
  if (form.reasons.length === 0) return { field: "reasons", message: FEEDBACK_MESSAGES.reasonRequired };
  if (form.customerId !== null) return null;
  if (form.accountInput.trim() === "") return { field: "account", message: FEEDBACK_MESSAGES.accountRequired };
  if (parseAccountId(form.accountInput) === null) return { field: "account", message: FEEDBACK_MESSAGES.accountInvalid };
  return null;
}
