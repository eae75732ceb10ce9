// Whether a draft may be sent now: not empty, within the length, not too soon after the last one.
import { CHAT_LIMITS, CHAT_TEXTS } from "../config/chat-config";

export type DraftProblem = { reason: "empty" | "length" | "flood"; text: string };

/** Characters as a person counts them (code points). */
export const charCount = (text: string) => [...text].length;

/** `lastSentAt`: ms of the last accepted send (null: none yet); `now` in the same clock. */
export function checkDraft(draft: string, lastSentAt: number | null, now: number): DraftProblem | null {
  const text = draft.trim();
  if (!text) return { reason: "empty", text: CHAT_TEXTS.empty };
  if (charCount(text) > CHAT_LIMITS.maxLength) return { reason: "length", text: CHAT_TEXTS.length };
  if (lastSentAt !== null && now - lastSentAt < CHAT_LIMITS.floodMs) return { reason: "flood", text: CHAT_TEXTS.flood };
  return null;
}
