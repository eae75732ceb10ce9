import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatEvent } from "./chat-port";
import { openSimChat, type TextSocket } from "./sim-chat";

/** A text WebSocket the test drives as the sim's chat channel would. */
class FakeChatSocket implements TextSocket {
  static made: FakeChatSocket[] = [];
  onopen: TextSocket["onopen"] = null;
  onmessage: TextSocket["onmessage"] = null;
  onclose: TextSocket["onclose"] = null;
  readonly sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeChatSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  accept() {
    this.onopen?.({});
  }
  push(frame: unknown) {
    this.onmessage?.({ data: typeof frame === "string" ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.onclose?.({});
  }
}

const MSG = { id: "77-1", customId: 5, nickname: "<b>球迷</b>", level: 3, role: "user", text: "<img src=x onerror=alert(1)>", time: 1000 };
const IDENTITY = { customId: 9, nickname: "我", level: 2, token: "tok" };

async function open(identity = IDENTITY) {
  FakeChatSocket.made = [];
  const events: ChatEvent[] = [];
  const session = await openSimChat("hx-77", identity, (e) => events.push(e), { url: "ws://sim/ws/chat", WebSocketImpl: FakeChatSocket, retryMs: 3000 });
  const socket = FakeChatSocket.made[0]!;
  socket.accept();
  return { session, socket, events };
}

afterEach(() => vi.useRealTimers());

describe("the sim chat adapter", () => {
  it("joins by hxRoomId with the token and reports the history", async () => {
    const { socket, events } = await open();
    expect(socket.url).toBe("ws://sim/ws/chat");
    expect(socket.sent).toEqual([{ type: "join", hxRoomId: "hx-77", token: "tok" }]);
    socket.push({ type: "joined", hxRoomId: "hx-77", roomId: 77, anchorCustomId: 1, self: { customId: 9, role: "user", muted: false }, history: [MSG] });
    expect(events).toEqual([{ type: "joined", self: { role: "user", muted: false }, history: [MSG] }]);
  });

  it("joins a guest without a token", async () => {
    const { socket } = await open(null as never);
    expect(socket.sent).toEqual([{ type: "join", hxRoomId: "hx-77" }]);
  });

  it("resolves a send with the server's confirmation, or its refusal", async () => {
    const { session, socket } = await open();
    const first = session.send("你好");
    const second = session.send("再来");
    expect(socket.sent.slice(1)).toEqual([{ type: "send", clientId: "c1", text: "你好" }, { type: "send", clientId: "c2", text: "再来" }]);
    socket.push({ type: "refused", clientId: "c2", reason: "flood", msg: "发言太快了，请稍后再试" });
    socket.push({ type: "sent", clientId: "c1", message: { ...MSG, id: "77-9", text: "你好" } });
    expect(await first).toEqual({ ok: true, message: { ...MSG, id: "77-9", text: "你好" } });
    expect(await second).toEqual({ ok: false, reason: "flood", msg: "发言太快了，请稍后再试" });
  });

  it("passes on messages and the room's moderation events; ignores frames it cannot read", async () => {
    const { socket, events } = await open();
    socket.push("not json");
    socket.push({ type: "message", message: { ...MSG, level: "high" } });
    socket.push({ type: "message", message: MSG });
    socket.push({ type: "muted", customId: 9, muted: true });
    socket.push({ type: "removed", messageId: "77-1" });
    socket.push({ type: "admin", customId: 5, admin: true });
    socket.push({ type: "kicked", customId: 5 });
    expect(events).toEqual([
      { type: "message", message: MSG },
      { type: "muted", customId: 9, muted: true },
      { type: "removed", messageId: "77-1" },
      { type: "admin", customId: 5, admin: true },
      { type: "kicked", customId: 5 },
    ]);
  });

  it("fails pending sends on a drop, reports it and rejoins after the retry delay", async () => {
    vi.useFakeTimers();
    const { session, socket, events } = await open();
    const pending = session.send("掉线了");
    socket.drop();
    expect(await pending).toEqual({ ok: false, reason: "failed", msg: "发送失败" });
    expect(events).toEqual([{ type: "lost" }]);
    vi.advanceTimersByTime(3000);
    const again = FakeChatSocket.made[1]!;
    again.accept();
    expect(again.sent).toEqual([{ type: "join", hxRoomId: "hx-77", token: "tok" }]);
  });

  it("closes on leave and does not rejoin", async () => {
    vi.useFakeTimers();
    const { session, socket } = await open();
    session.leave();
    expect(socket.closed).toBe(true);
    socket.drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeChatSocket.made).toHaveLength(1);
  });
});
