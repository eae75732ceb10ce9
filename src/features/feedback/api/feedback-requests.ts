// Feedback and complaint submits (docs/api-calls.md). Both resolve with the text to show: the
// reply's msg when the server sends one, else the documented msg.
import { API_PATHS } from "#wire";
import { apiRequest, noDataSchema, type ApiResult } from "@/shared/api";
import { FEEDBACK_MESSAGES } from "../config/feedback-config";

export interface FeedbackBody {
  desc: string;
  proofList: string[];
}

export interface ComplaintBody extends FeedbackBody {
  customerId: number;
  reasonList: number[];
}

// A bare "success" is the server's default text, not a message meant for the user.
export function replyMessage(result: ApiResult<void>, fallback: string): ApiResult<string> {
  if (!result.ok) return result;
  const msg = result.msg?.trim() ?? "";
  return { ok: true, data: msg && msg !== "success" ? msg : fallback };
}

export async function saveFeedback(body: FeedbackBody): Promise<ApiResult<string>> {
  const result = await apiRequest(API_PATHS.personal.feedback, { body, schema: noDataSchema });
  return replyMessage(result, FEEDBACK_MESSAGES.feedbackSaved);
}

export async function reportAccount(body: ComplaintBody): Promise<ApiResult<string>> {
  const result = await apiRequest(API_PATHS.personal.reportAccount, { body, schema: noDataSchema });
  return replyMessage(result, FEEDBACK_MESSAGES.complaintSaved);
}
