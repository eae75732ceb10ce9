import { beforeEach, describe, expect, it } from "vitest";
import { codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import type { ChatServerFrame } from "./chat-frames";
import { chatOf } from "./chat-registry";
import { VIEWER_ID_BASE } from "./simulated-viewers";

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const idleAnchor = () => t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId) && !t.backend.world.board.previewOf.has(a.customId))!;

async function livingAnchor() {
  const anchor = idleAnchor();
  await raw(t.backend, "/sim/control/living", { customId: anchor.customId, action: "start" });
  return anchor;
}

/** A chat socket as the host drives it: frames in as JSON text, frames out collected. */
function client() {
  const frames: ChatServerFrame[] = [];
  const connection = chatOf(t.backend).connect((frame) => frames.push(frame));
  return {
    frames,
    join: (hxRoomId: string, token?: string) => connection.receive(JSON.stringify({ type: "join", hxRoomId, token })),
    send: (clientId: string, text: string) => connection.receive(JSON.stringify({ type: "send", clientId, text })),
    close: () => connection.close(),
    last: () => frames.at(-1),
    of: <T extends ChatServerFrame["type"]>(type: T) => frames.filter((f): f is Extract<ChatServerFrame, { type: T }> => f.type === type),
  };
}

describe("the sim's chat service", () => {
  it("joins by hxRoomId: a guest reads the history and cannot send", async () => {
    const anchor = await livingAnchor();
    const guest = client();
    guest.join(anchor.hxRoomId);
    expect(guest.last()).toMatchObject({ type: "joined", roomId: anchor.roomId, anchorCustomId: anchor.customId, self: null, history: [] });
    guest.send("c1", "你好");
    expect(guest.last()).toEqual({ type: "refused", clientId: "c1", reason: "login", msg: "请先登录" });
  });

  it("refuses an unknown room", () => {
    const c = client();
    c.join("no-such-room");
    expect(c.last()).toEqual({ type: "join-refused", reason: "no-room", msg: "直播间不存在" });
  });

  it("confirms a sent message to its sender with its id and shows it to everyone else and in later history", async () => {
    const anchor = await livingAnchor();
    const { accessToken } = await codeLogin(t.backend, "13800000001");
    const sender = client();
    const other = client();
    sender.join(anchor.hxRoomId, accessToken);
    other.join(anchor.hxRoomId);
    sender.send("c1", "  主播好  ");
    const [sent] = sender.of("sent");
    expect(sent).toMatchObject({ clientId: "c1", message: { text: "主播好", nickname: "球迷0001", role: "user" } });
    expect(sent!.message.id).toMatch(/^\d+-\d+$/);
    expect(other.of("message").map((f) => f.message)).toEqual([sent!.message]);
    expect(sender.of("message")).toEqual([]);
    const late = client();
    late.join(anchor.hxRoomId);
    expect(late.of("joined")[0]!.history).toEqual([sent!.message]);
  });

  it("keeps the limits: length, flood (one message per 2 s), empty; a muted user is refused", async () => {
    const anchor = await livingAnchor();
    const { accessToken } = await codeLogin(t.backend, "13800000002");
    const c = client();
    c.join(anchor.hxRoomId, accessToken);
    c.send("long", "好".repeat(51));
    expect(c.last()).toMatchObject({ reason: "length", msg: "发言不能超过50个字" });
    c.send("empty", "   ");
    expect(c.last()).toMatchObject({ reason: "empty" });
    c.send("a", "好".repeat(50));
    expect(c.last()).toMatchObject({ type: "sent", clientId: "a" });
    c.send("b", "再来");
    expect(c.last()).toEqual({ type: "refused", clientId: "b", reason: "flood", msg: "发言太快了，请稍后再试" });
    t.backend.engine.advance(2000);
    c.send("c", "再来");
    expect(c.last()).toMatchObject({ type: "sent", clientId: "c" });
    const room = chatOf(t.backend).room({ roomId: anchor.roomId })!;
    const account = t.backend.accounts.holderOf(accessToken)!;
    chatOf(t.backend).mute(room, account.id, true);
    expect(c.last()).toEqual({ type: "muted", customId: account.id, muted: true });
    t.backend.engine.advance(2000);
    c.send("d", "我被禁言了吗");
    expect(c.last()).toEqual({ type: "refused", clientId: "d", reason: "muted", msg: "您已被禁言" });
  });

  it("pushes kicks, removals and admin changes to everyone in the room; a kicked user cannot join again", async () => {
    const anchor = await livingAnchor();
    const { accessToken } = await codeLogin(t.backend, "13800000003");
    const user = client();
    const watcher = client();
    user.join(anchor.hxRoomId, accessToken);
    watcher.join(anchor.hxRoomId);
    user.send("m", "要被删的话");
    const id = user.of("sent")[0]!.message.id;
    const chat = chatOf(t.backend);
    const room = chat.room({ hxRoomId: anchor.hxRoomId })!;
    const userId = t.backend.accounts.holderOf(accessToken)!.id;
    expect(chat.removeMessage(room, id)).toBe(true);
    chat.setAdmin(room, userId, true);
    chat.kick(room, userId);
    for (const c of [user, watcher]) expect(c.frames.slice(-3)).toEqual([{ type: "removed", messageId: id }, { type: "admin", customId: userId, admin: true }, { type: "kicked", customId: userId }]);
    const again = client();
    again.join(anchor.hxRoomId, accessToken);
    expect(again.last()).toEqual({ type: "join-refused", reason: "kicked", msg: "您已被踢出直播间" });
  });

  it("lets simulated viewers chat only in living rooms someone has joined, seeded, with hostile markup now and then as plain text", async () => {
    const anchor = await livingAnchor();
    const chat = chatOf(t.backend);
    chat.advance(t.backend.now() + 60_000);
    expect(chat.activeRoomCount).toBe(0);
    const c = client();
    c.join(anchor.hxRoomId);
    const start = t.backend.now();
    for (let s = 1; s <= 600; s++) chat.advance(start + s * 1000);
    const lines = c.of("message").map((f) => f.message);
    // 0.8–4 s apart: about 250 in ten minutes.
    expect(lines.length).toBeGreaterThan(150);
    expect(lines.length).toBeLessThan(601);
    expect(lines.every((m) => m.customId >= VIEWER_ID_BASE && m.role === "user")).toBe(true);
    expect(lines.some((m) => m.text.includes("<"))).toBe(true);
    c.close();
    expect(chat.activeRoomCount).toBe(0);
    // Same seed, same room: the same people say the same things.
    const again = createRouteHarness();
    await raw(again.backend, "/sim/control/living", { customId: anchor.customId, action: "start" });
    const c2: ChatServerFrame[] = [];
    chatOf(again.backend).connect((f) => c2.push(f)).receive(JSON.stringify({ type: "join", hxRoomId: anchor.hxRoomId }));
    for (let s = 1; s <= 600; s++) chatOf(again.backend).advance(start + s * 1000);
    expect(c2.flatMap((f) => (f.type === "message" ? [f.message.text] : []))).toEqual(lines.map((m) => m.text));
  });

  it("keeps muted and kicked viewers quiet", async () => {
    const anchor = await livingAnchor();
    const chat = chatOf(t.backend);
    const room = chat.room({ roomId: anchor.roomId })!;
    for (const viewer of room.chatter.roster.slice(1)) chat.mute(room, viewer.customId, true);
    chat.kick(room, room.chatter.roster[0]!.customId);
    const c = client();
    c.join(anchor.hxRoomId);
    const start = t.backend.now();
    for (let s = 1; s <= 120; s++) chat.advance(start + s * 1000);
    expect(c.of("message")).toEqual([]);
  });
});
