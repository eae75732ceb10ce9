// The chat as the widget shows it: rows (the service's messages, and the viewer's own while they
// are pending or failed), the viewer's role and mute, and who was made admin or muted since joining.
import type { ChatEvent, ChatMessage, ChatRole } from "@/shared/chat";
import { CHAT_LIMITS } from "../config/chat-config";

export type RowStatus = "confirmed" | "pending" | "failed";

export interface ChatRow extends ChatMessage {
  status: RowStatus;
  /** The row's key: the message id, or a local id while the service has not confirmed it. */
  key: string;
  failText?: string;
}

export type ChatPhase = "joining" | "joined" | "lost" | "refused" | "kicked";

export interface ChatState {
  phase: ChatPhase;
  refusal: string | null;
  rows: ChatRow[];
  self: { role: ChatRole; muted: boolean } | null;
  /** Roles changed since joining (admin set or unset), by customId. */
  roles: Record<number, ChatRole>;
  muted: Record<number, boolean>;
}

export type ChatAction =
  | ChatEvent
  | { type: "sending"; row: ChatRow }
  | { type: "confirmed"; key: string; message: ChatMessage }
  | { type: "failed"; key: string; text: string }
  | { type: "retrying"; key: string };

export const initialChatState: ChatState = { phase: "joining", refusal: null, rows: [], self: null, roles: {}, muted: {} };

const confirmed = (message: ChatMessage): ChatRow => ({ ...message, status: "confirmed", key: message.id });
const capped = (rows: ChatRow[]) => (rows.length > CHAT_LIMITS.maxRows ? rows.slice(rows.length - CHAT_LIMITS.maxRows) : rows);
const patch = (rows: ChatRow[], key: string, change: (row: ChatRow) => ChatRow) => rows.map((row) => (row.key === key ? change(row) : row));

export function chatReducer(selfId: number | null) {
  return (state: ChatState, action: ChatAction): ChatState => {
    switch (action.type) {
      case "joined": {
        // A rejoin replaces the history; the viewer's unconfirmed rows stay at the end.
        const own = state.rows.filter((row) => row.status !== "confirmed");
        return { ...state, phase: "joined", refusal: null, self: action.self, rows: capped([...action.history.map(confirmed), ...own]) };
      }
      case "join-refused":
        return { ...state, phase: action.reason === "kicked" ? "kicked" : "refused", refusal: action.msg };
      case "lost":
        return { ...state, phase: "lost" };
      case "message":
        if (state.rows.some((row) => row.key === action.message.id)) return state;
        return { ...state, rows: capped([...state.rows, confirmed(action.message)]) };
      case "removed":
        return { ...state, rows: state.rows.filter((row) => row.key !== action.messageId) };
      case "muted": {
        const self = action.customId === selfId && state.self ? { ...state.self, muted: action.muted } : state.self;
        return { ...state, self, muted: { ...state.muted, [action.customId]: action.muted } };
      }
      case "admin": {
        const role: ChatRole = action.admin ? "admin" : "user";
        const self = action.customId === selfId && state.self ? { ...state.self, role } : state.self;
        return { ...state, self, roles: { ...state.roles, [action.customId]: role } };
      }
      case "kicked":
        return action.customId === selfId ? { ...state, phase: "kicked", refusal: null } : state;
      case "sending":
        return { ...state, rows: capped([...state.rows, action.row]) };
      case "confirmed":
        return { ...state, rows: patch(state.rows, action.key, () => confirmed(action.message)) };
      case "failed":
        return { ...state, rows: patch(state.rows, action.key, (row) => ({ ...row, status: "failed", failText: action.text })) };
      case "retrying":
        return { ...state, rows: patch(state.rows, action.key, (row) => ({ ...row, status: "pending", failText: undefined })) };
    }
  };
}
