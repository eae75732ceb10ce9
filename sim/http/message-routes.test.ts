import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import type { ChatServerFrame } from "../chat/chat-frames";
import { chatOf } from "../chat/chat-registry";

interface Conversation {
  hxRoomId: string;
  customId: number;
  nickname: string;
  isStaff: boolean;
  lastMessage: { text: string; time: number; fromSelf: boolean } | null;
  unread: number;
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

function client() {
  const frames: ChatServerFrame[] = [];
  const connection = chatOf(t.backend).connect((frame) => frames.push(frame));
  return {
    frames,
    join: (hxRoomId: string, token?: string) => connection.receive(JSON.stringify({ type: "join", hxRoomId, token })),
    send: (clientId: string, text: string) => connection.receive(JSON.stringify({ type: "send", clientId, text })),
    close: () => connection.close(),
    last: () => frames.at(-1),
  };
}

const conversations = (token: string, body: object = {}) => call<Conversation[]>(t.backend, API_PATHS.personal.conversations, body, token);

describe("private conversations (我的消息)", () => {
  it("only the pair joins p2p-{low}-{high}; a message reaches the other side and stays in the history", async () => {
    const user = await codeLogin(t.backend, "13800000020");
    const userId = t.backend.accounts.book.find("86", "13800000020")!.id;
    const staff = t.backend.accounts.book.staff;
    const staffToken = (await codeLogin(t.backend, staff.phone)).accessToken;
    const stranger = (await codeLogin(t.backend, "13800000021")).accessToken;
    const room = `p2p-${Math.min(userId, staff.id)}-${Math.max(userId, staff.id)}`;

    const outsider = client();
    outsider.join(room, stranger);
    expect(outsider.last()).toEqual({ type: "join-refused", reason: "no-room", msg: "会话不存在" });
    outsider.join(room);
    expect(outsider.last()).toMatchObject({ type: "join-refused" });
    outsider.join(`p2p-${Math.max(userId, staff.id)}-${Math.min(userId, staff.id)}`, user.accessToken);
    expect(outsider.last()).toMatchObject({ type: "join-refused" });

    const u = client();
    u.join(room, user.accessToken);
    expect(u.last()).toMatchObject({ type: "joined", self: { customId: userId, role: "user", muted: false }, history: [] });
    u.send("c1", "<b>你好</b>，请问怎么开播？");
    expect(u.last()).toMatchObject({ type: "sent", clientId: "c1", message: { customId: userId, text: "<b>你好</b>，请问怎么开播？" } });
    u.send("c2", "x".repeat(51));
    expect(u.last()).toEqual({ type: "refused", clientId: "c2", reason: "length", msg: "发言不能超过50个字" });

    const s = client();
    s.join(room, staffToken);
    expect(s.last()).toMatchObject({ type: "joined", history: [{ text: "<b>你好</b>，请问怎么开播？" }] });
    s.send("s1", "您好，请先完成主播认证");
    expect(u.last()).toMatchObject({ type: "message", message: { customId: staff.id, nickname: "看球客服", text: "您好，请先完成主播认证" } });
  });

  it("lists the caller's conversations with the other side, the last message and unread counts; peerId opens a new one", async () => {
    const user = await codeLogin(t.backend, "13800000022");
    const userId = t.backend.accounts.book.find("86", "13800000022")!.id;
    const staff = t.backend.accounts.book.staff;
    const staffToken = (await codeLogin(t.backend, staff.phone)).accessToken;

    // Opening the chat with the staff shows it before any message; the staff sees nothing yet.
    const opened = await conversations(user.accessToken, { peerId: staff.id });
    expect(opened.data).toEqual([{ hxRoomId: expect.stringMatching(/^p2p-/), customId: staff.id, nickname: "看球客服", avatar: staff.avatar, isStaff: true, lastMessage: null, unread: 0 }]);
    expect((await conversations(staffToken)).data).toEqual([]);

    const u = client();
    u.join(opened.data[0]!.hxRoomId, user.accessToken);
    u.send("c1", "在吗");
    u.close();
    const staffView = (await conversations(staffToken)).data;
    expect(staffView).toHaveLength(1);
    expect(staffView[0]).toMatchObject({ customId: userId, nickname: "球迷0022", isStaff: false, lastMessage: { text: "在吗", fromSelf: false }, unread: 1 });
    expect((await conversations(user.accessToken)).data[0]).toMatchObject({ lastMessage: { text: "在吗", fromSelf: true }, unread: 0 });

    // Joining reads them.
    const s = client();
    s.join(staffView[0]!.hxRoomId, staffToken);
    expect((await conversations(staffToken)).data[0]!.unread).toBe(0);

    expect((await conversations(user.accessToken, { peerId: userId })).msg).toBe("不能给自己发消息");
    expect((await conversations(user.accessToken, { peerId: 1 })).msg).toBe("用户不存在");
    expect((await conversations(user.accessToken, { peerId: "abc" })).msg).toBe("参数错误");
    expect((await call(t.backend, API_PATHS.personal.conversations, {})).code).toBe(10040);
  });
});
