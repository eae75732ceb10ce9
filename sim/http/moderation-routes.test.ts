import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, type SocketFrame } from "#wire";
import { decodeSocketMessage } from "#wire/codec";
import { call, codeLogin, createRouteHarness, raw, type RouteHarness } from "#test-kit/sim-routes";
import type { ChatServerFrame } from "../chat/chat-frames";
import { chatOf } from "../chat/chat-registry";
import { isKicked } from "../core/rooms/room-moderation-state";

const P = API_PATHS.moderation;
let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

/** A living anchor (logged in), a user and an admin-to-be in its chat, and a watcher's frames. */
async function room() {
  const anchor = t.backend.world.anchors().find((a) => !t.backend.world.board.rooms.has(a.customId))!;
  await raw(t.backend, "/sim/control/living", { customId: anchor.customId, action: "start" });
  const anchorToken = (await codeLogin(t.backend, `1390000${String(anchor.customId).slice(-4)}`)).accessToken;
  const userToken = (await codeLogin(t.backend, "13800000011")).accessToken;
  const otherToken = (await codeLogin(t.backend, "13800000012")).accessToken;
  const userId = t.backend.accounts.holderOf(userToken)!.id;
  const otherId = t.backend.accounts.holderOf(otherToken)!.id;
  const watched: ChatServerFrame[] = [];
  const chat = chatOf(t.backend);
  chat.connect((f) => watched.push(f)).receive(JSON.stringify({ type: "join", hxRoomId: anchor.hxRoomId }));
  const user = chat.connect(() => {});
  user.receive(JSON.stringify({ type: "join", hxRoomId: anchor.hxRoomId, token: userToken }));
  return { anchor, anchorToken, userToken, otherToken, userId, otherId, watched, user, roomId: anchor.roomId };
}

describe("moderation calls", () => {
  it("lets the anchor mute and unmute a user, pushed to the room; a plain user may not", async () => {
    const r = await room();
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.otherId, status: 1 }, r.userToken)).msg).toBe("无权限操作");
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.userId, status: 1 }, r.anchorToken)).code).toBe(0);
    expect(r.watched.at(-1)).toEqual({ type: "muted", customId: r.userId, muted: true });
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.userId, status: 2 }, r.anchorToken)).code).toBe(0);
    expect(r.watched.at(-1)).toEqual({ type: "muted", customId: r.userId, muted: false });
  });

  it("refuses guests, unknown rooms and unknown users", async () => {
    const r = await room();
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.userId, status: 1 })).code).toBe(10040);
    expect((await call(t.backend, P.mute, { roomId: 1, customerId: r.userId, status: 1 }, r.anchorToken)).msg).toBe("直播间不存在");
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: 123, status: 1 }, r.anchorToken)).msg).toBe("用户不存在");
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.userId, status: 3 }, r.anchorToken)).msg).toBe("参数错误");
  });

  it("makes an admin who may mute and kick users but not the anchor or other admins, nor set admins", async () => {
    const r = await room();
    expect((await call(t.backend, P.setAdmin, { roomId: r.roomId, customerId: r.userId, status: 1 }, r.anchorToken)).code).toBe(0);
    expect(r.watched.at(-1)).toEqual({ type: "admin", customId: r.userId, admin: true });
    const admins = await call<Array<{ customerId: number; nickname: string }>>(t.backend, P.adminList, { roomId: r.roomId }, r.anchorToken);
    expect(admins.data).toEqual([expect.objectContaining({ customerId: r.userId, nickname: "球迷0011" })]);
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.otherId, status: 1 }, r.userToken)).code).toBe(0);
    expect((await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.anchor.customId, status: 1 }, r.userToken)).msg).toBe("无权限操作");
    expect((await call(t.backend, P.setAdmin, { roomId: r.roomId, customerId: r.otherId, status: 1 }, r.userToken)).msg).toBe("无权限操作");
    expect((await call(t.backend, P.kick, { roomId: r.roomId, customerId: r.otherId }, r.userToken)).code).toBe(0);
    expect(r.watched.at(-1)).toEqual({ type: "kicked", customId: r.otherId });
    expect(isKicked(r.otherId, r.roomId)).toBe(true);
  });

  it("removes a message for everyone", async () => {
    const r = await room();
    r.user.receive(JSON.stringify({ type: "send", clientId: "x", text: "广告广告" }));
    const id = (r.watched.at(-1) as Extract<ChatServerFrame, { type: "message" }>).message.id;
    expect((await call(t.backend, P.removeMessage, { roomId: r.roomId, messageId: id }, r.userToken)).msg).toBe("无权限操作");
    expect((await call(t.backend, P.removeMessage, { roomId: r.roomId, messageId: id }, r.anchorToken)).code).toBe(0);
    expect(r.watched.at(-1)).toEqual({ type: "removed", messageId: id });
    expect((await call(t.backend, P.removeMessage, { roomId: r.roomId, messageId: id }, r.anchorToken)).msg).toBe("消息不存在");
  });

  it("lists the audience: real members, then the simulated viewers, with role and mute", async () => {
    const r = await room();
    await call(t.backend, P.mute, { roomId: r.roomId, customerId: r.userId, status: 1 }, r.anchorToken);
    const page = await call<{ items: Array<{ customerId: number; role: string; muted: boolean }>; total: number }>(
      t.backend, P.audience, { roomId: r.roomId, pageNum: 1, pageSize: 5 }, r.anchorToken);
    expect(page.data.total).toBe(41);
    expect(page.data.items).toHaveLength(5);
    expect(page.data.items[0]).toMatchObject({ customerId: r.userId, role: "user", muted: true });
    expect((await call(t.backend, P.audience, { roomId: r.roomId }, r.userToken)).msg).toBe("无权限操作");
  });

  it("lets only the anchor rename the living room, with the 230 push", async () => {
    const r = await room();
    const frames: SocketFrame[] = [];
    t.backend.onFrame((f) => frames.push(decodeSocketMessage(f.bytes)!));
    expect((await call(t.backend, P.modifyRoom, { roomId: r.roomId, roomName: "新名字" }, r.userToken)).msg).toBe("无权限操作");
    expect((await call(t.backend, P.modifyRoom, { roomId: r.roomId, roomName: " " }, r.anchorToken)).msg).toBe("直播间名称不能为空");
    expect((await call(t.backend, P.modifyRoom, { roomId: r.roomId, roomName: "名".repeat(21) }, r.anchorToken)).msg).toBe("直播间名称不能超过20个字");
    expect((await call(t.backend, P.modifyRoom, { roomId: r.roomId, roomName: "今晚焦点战" }, r.anchorToken)).code).toBe(0);
    expect(frames.map((f) => [f.type, f.roomId])).toEqual([[230, r.roomId]]);
    const info = await call<{ room: { roomName: string; hxRoomId: string } }>(t.backend, API_PATHS.living.info, { roomId: r.roomId });
    expect(info.data.room).toMatchObject({ roomName: "今晚焦点战", hxRoomId: r.anchor.hxRoomId });
  });
});
