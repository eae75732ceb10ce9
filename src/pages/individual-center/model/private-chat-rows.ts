// A private chat as the panel shows it: the conversation's messages, and the user's own while they
// are on their way (发送中) or refused (the reason, and 重试).
import type { ChatEvent, ChatMessage } from "@/shared/chat";

export interface PrivateRow extends ChatMessage {
  status: "confirmed" | "pending" | "failed";
  /** The message id, or a local id until the service confirms it. */
  key: string;
  failText?: string;
}

export type PrivateChatPhase = "joining" | "joined" | "lost" | "refused";

export interface PrivateChatState {
  phase: PrivateChatPhase;
  refusal: string | null;
  rows: PrivateRow[];
}

export type PrivateChatAction =
  | ChatEvent
  | { type: "sending"; row: PrivateRow }
  | { type: "confirmed"; key: string; message: ChatMessage }
  | { type: "failed"; key: string; text: string }
  | { type: "retrying"; key: string };

export const initialPrivateChat: PrivateChatState = { phase: "joining", refusal: null, rows: [] };

const confirmed = (message: ChatMessage): PrivateRow => ({ ...message, status: "confirmed", key: message.id });
const patch = (rows: PrivateRow[], key: string, change: (row: PrivateRow) => PrivateRow) => rows.map((row) => (row.key === key ? change(row) : row));

export function privateChatReducer(state: PrivateChatState, action: PrivateChatAction): PrivateChatState {
  switch (action.type) {
    case "joined":
      // A rejoin brings the whole history again; the user's unconfirmed rows stay at the end.
      return { phase: "joined", refusal: null, rows: [...action.history.map(confirmed), ...state.rows.filter((row) => row.status !== "confirmed")] };
    case "join-refused":
      return { ...state, phase: "refused", refusal: action.msg };
    case "lost":
      return { ...state, phase: "lost" };
    case "message":
      return state.rows.some((row) => row.key === action.message.id) ? state : { ...state, rows: [...state.rows, confirmed(action.message)] };
    case "sending":
      return { ...state, rows: [...state.rows, action.row] };
    case "confirmed":
      return { ...state, rows: patch(state.rows, action.key, () => confirmed(action.message)) };
    case "failed":
      return { ...state, rows: patch(state.rows, action.key, (row) => ({ ...row, status: "failed", failText: action.text })) };
    case "retrying":
      return { ...state, rows: patch(state.rows, action.key, (row) => ({ ...row, status: "pending", failText: undefined })) };
    default:
      // Room moderation (mute, kick, removal, admins) has no place in a private chat.
      return state;
  }
}
