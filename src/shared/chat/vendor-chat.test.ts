import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatEvent } from "./chat-port";

// The SDK's surface the adapter uses, recorded: a connection per `new`, its handlers, and calls.
const sdk = vi.hoisted(() => {
  const state = {
    failOpen: false,
    connections: [] as Array<{
      options: unknown;
      handlers: Record<string, (arg: unknown) => void>;
      open: ReturnType<typeof vi.fn>;
      joinChatRoom: ReturnType<typeof vi.fn>;
      leaveChatRoom: ReturnType<typeof vi.fn>;
      send: ReturnType<typeof vi.fn>;
      close: ReturnType<typeof vi.fn>;
      removeEventHandler: ReturnType<typeof vi.fn>;
    }>,
  };
  class Connection {
    handlers: Record<string, (arg: unknown) => void> = {};
    open = vi.fn(() => (state.failOpen ? Promise.reject({ type: 2 }) : Promise.resolve({})));
    joinChatRoom = vi.fn(() => Promise.resolve({}));
    leaveChatRoom = vi.fn(() => Promise.resolve({}));
    send = vi.fn(() => Promise.resolve({ localMsgId: "l1", serverMsgId: "srv-1" }));
    close = vi.fn();
    removeEventHandler = vi.fn();
    constructor(readonly options: unknown) {
      state.connections.push(this);
    }
    addEventHandler(_id: string, handlers: Record<string, (arg: unknown) => void>) {
      this.handlers = handlers;
    }
  }
  const create = vi.fn((options: Record<string, unknown>) => ({ ...options, id: "local" }));
  return { state, module: { default: { connection: Connection, message: { create } } }, create };
});
vi.mock("agora-chat", () => sdk.module);

const { openVendorChat } = await import("./vendor-chat");
const IDENTITY = { customId: 42, nickname: "球迷0042", level: 5, token: "access" };

async function open(identity: typeof IDENTITY | null = IDENTITY) {
  const events: ChatEvent[] = [];
  const session = await openVendorChat("org#app", "hx-1", identity, (e) => events.push(e));
  return { session, events, conn: sdk.state.connections.at(-1)! };
}

beforeEach(() => {
  sdk.state.connections.length = 0;
  sdk.create.mockClear();
});

describe("the vendor chat adapter (Agora Chat)", () => {
  it("connects with the app key, logs in as the customId with the token and joins the chat room", async () => {
    const { conn, events } = await open();
    expect(conn.options).toEqual({ appKey: "org#app" });
    expect(conn.open).toHaveBeenCalledWith({ user: "42", accessToken: "access" });
    expect(conn.joinChatRoom).toHaveBeenCalledWith({ roomId: "hx-1" });
    expect(events).toEqual([{ type: "joined", self: { role: "user", muted: false }, history: [] }]);
  });

  it("sends a chat-room text message with nickname, level and role in ext, confirmed with the server id", async () => {
    const { session, conn } = await open();
    const outcome = await session.send("好球");
    expect(sdk.create).toHaveBeenCalledWith({ type: "txt", chatType: "chatRoom", to: "hx-1", msg: "好球", ext: { nickname: "球迷0042", level: 5, role: "user" } });
    expect(conn.send).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ ok: true, message: { id: "srv-1", customId: 42, text: "好球", nickname: "球迷0042" } });
  });

  it("maps the vendor's refusals: muted, too fast, anything else", async () => {
    const { session, conn } = await open();
    conn.send.mockRejectedValueOnce({ type: 219 }).mockRejectedValueOnce({ type: 509 }).mockRejectedValueOnce(new Error("x"));
    expect(await session.send("a")).toEqual({ ok: false, reason: "muted", msg: "您已被禁言" });
    expect(await session.send("b")).toEqual({ ok: false, reason: "flood", msg: "发言太快了，请稍后再试" });
    expect(await session.send("c")).toEqual({ ok: false, reason: "failed", msg: "发送失败" });
  });

  it("reports the room's messages, recalls and the vendor's member events as the port's events", async () => {
    const { conn, events } = await open();
    events.length = 0;
    conn.handlers["onTextMessage"]!({ id: "m1", chatType: "chatRoom", to: "hx-1", from: "7", msg: "<img src=x>", time: 5, ext: { nickname: "老铁", level: 9, role: "admin" } });
    conn.handlers["onTextMessage"]!({ id: "m2", chatType: "chatRoom", to: "other-room", from: "7", msg: "x", time: 5 });
    conn.handlers["onRecallMessage"]!({ id: "r", from: "1", to: "hx-1", mid: "m1", ext: "" });
    conn.handlers["onChatroomEvent"]!({ operation: "muteMember", id: "hx-1", from: "1" });
    conn.handlers["onChatroomEvent"]!({ operation: "setAdmin", id: "hx-1", from: "1" });
    conn.handlers["onChatroomEvent"]!({ operation: "removeMember", id: "hx-1", from: "1" });
    conn.handlers["onChatroomEvent"]!({ operation: "muteMember", id: "other-room", from: "1" });
    expect(events).toEqual([
      { type: "message", message: { id: "m1", customId: 7, nickname: "老铁", level: 9, role: "admin", text: "<img src=x>", time: 5 } },
      { type: "removed", messageId: "m1" },
      { type: "muted", customId: 42, muted: true },
      { type: "admin", customId: 42, admin: true },
      { type: "kicked", customId: 42 },
    ]);
  });

  it("reports a failed login or join", async () => {
    sdk.state.failOpen = true;
    const events: ChatEvent[] = [];
    await openVendorChat("org#app", "hx-1", IDENTITY, (e) => events.push(e));
    sdk.state.failOpen = false;
    expect(events.at(-1)).toMatchObject({ type: "join-refused", reason: "failed" });
  });

  it("gives a guest no chat: the vendor has no anonymous member", async () => {
    const { session, conn, events } = await open(null);
    expect(conn.open).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: "join-refused", reason: "failed", msg: "请先登录" }]);
    expect(await session.send("x")).toMatchObject({ ok: false, reason: "login" });
  });

  it("leaves the chat room and closes on leave", async () => {
    const { session, conn } = await open();
    session.leave();
    await vi.waitFor(() => expect(conn.close).toHaveBeenCalled());
    expect(conn.leaveChatRoom).toHaveBeenCalledWith({ roomId: "hx-1" });
    expect(conn.removeEventHandler).toHaveBeenCalled();
  });
});
