// The sim's chat channel adapter: a WebSocket to /ws/chat speaking the JSON frames of
// docs/api-calls.md "Chat and moderation". Joins by hxRoomId (with the token when signed in),
// confirms each send by its clientId, and rejoins after a drop.
import { z } from "zod/mini";
import { chatSocketUrl } from "@/shared/config";
import { CHAT_PORT_TEXTS, type ChatEvent, type ChatIdentity, type ChatListener, type ChatSession, type SendOutcome } from "./chat-port";

/** The text WebSocket surface this adapter uses (the browser's, or a test's fake). */
export interface TextSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}
export type TextSocketConstructor = new (url: string) => TextSocket;

export interface SimChatOptions {
  url?: string;
  WebSocketImpl?: TextSocketConstructor;
  /** ms before rejoining after a drop. */
  retryMs?: number;
}

const role = z.enum(["anchor", "admin", "user"]);
const message = z.object({ id: z.string(), customId: z.number(), nickname: z.string(), level: z.number(), role, text: z.string(), time: z.number() });
const refusal = z.enum(["login", "muted", "flood", "length", "empty", "kicked", "not-joined"]);
const serverFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joined"), self: z.nullable(z.object({ customId: z.number(), role, muted: z.boolean() })), history: z.array(message) }),
  z.object({ type: z.literal("join-refused"), reason: z.enum(["no-room", "kicked"]), msg: z.string() }),
  z.object({ type: z.literal("message"), message }),
  z.object({ type: z.literal("sent"), clientId: z.string(), message }),
  z.object({ type: z.literal("refused"), clientId: z.string(), reason: refusal, msg: z.string() }),
  z.object({ type: z.literal("muted"), customId: z.number(), muted: z.boolean() }),
  z.object({ type: z.literal("kicked"), customId: z.number() }),
  z.object({ type: z.literal("removed"), messageId: z.string() }),
  z.object({ type: z.literal("admin"), customId: z.number(), admin: z.boolean() }),
]);
type ServerFrame = z.infer<typeof serverFrame>;

function parse(data: unknown): ServerFrame | null {
  if (typeof data !== "string") return null;
  try {
    const result = serverFrame.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

const RETRY_MS = 3000;

export function openSimChat(hxRoomId: string, identity: ChatIdentity | null, listener: ChatListener, options: SimChatOptions = {}): Promise<ChatSession> {
  const { url = chatSocketUrl(), WebSocketImpl = WebSocket as unknown as TextSocketConstructor, retryMs = RETRY_MS } = options;
  const pending = new Map<string, (outcome: SendOutcome) => void>();
  let socket: TextSocket | null = null;
  let open = false;
  let left = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let counter = 0;

  const failPending = () => {
    for (const resolve of pending.values()) resolve({ ok: false, reason: "failed", msg: CHAT_PORT_TEXTS.sendFailed });
    pending.clear();
  };

  const handle = (frame: ServerFrame) => {
    switch (frame.type) {
      case "sent":
      case "refused": {
        const resolve = pending.get(frame.clientId);
        pending.delete(frame.clientId);
        resolve?.(frame.type === "sent" ? { ok: true, message: frame.message } : { ok: false, reason: frame.reason, msg: frame.msg });
        return;
      }
      case "joined":
        listener({ type: "joined", self: frame.self && { role: frame.self.role, muted: frame.self.muted }, history: frame.history });
        return;
      default:
        listener(frame satisfies ChatEvent);
    }
  };

  const connect = () => {
    const ws = new WebSocketImpl(url);
    socket = ws;
    ws.onopen = () => {
      open = true;
      ws.send(JSON.stringify({ type: "join", hxRoomId, ...(identity ? { token: identity.token } : {}) }));
    };
    ws.onmessage = (event) => {
      const frame = parse(event.data);
      if (frame) handle(frame);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      open = false;
      socket = null;
      failPending();
      if (left) return;
      listener({ type: "lost" });
      retry = setTimeout(connect, retryMs);
    };
  };
  connect();

  return Promise.resolve({
    send(text) {
      if (!socket || !open) return Promise.resolve({ ok: false, reason: "failed", msg: CHAT_PORT_TEXTS.sendFailed });
      const clientId = `c${++counter}`;
      const outcome = new Promise<SendOutcome>((resolve) => pending.set(clientId, resolve));
      socket.send(JSON.stringify({ type: "send", clientId, text }));
      return outcome;
    },
    leave() {
      left = true;
      clearTimeout(retry);
      failPending();
      const ws = socket;
      socket = null;
      ws?.close();
    },
  });
}
