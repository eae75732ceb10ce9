// 我的消息 (docs/api-calls.md "My messages"): the caller's private conversations from the chat
// service, the latest first, each with the other side, the last message and the unread count.
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import type { SimBackend } from "../backend";
import { chatOf } from "../chat/chat-registry";
import type { PrivateRoom } from "../chat/private-room";
import { fail, ok } from "./replies";
import { bodyField, intField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { signedIn } from "./signed-in";

const NO_USER = invalid("用户不存在");
const SELF_CHAT = invalid("不能给自己发消息");

function conversationOf(backend: SimBackend, caller: SimAccount, room: PrivateRoom) {
  const other = backend.accounts.book.get(room.other(caller.id))!;
  const last = room.history.at(-1);
  return {
    hxRoomId: room.hxRoomId,
    customId: other.id,
    nickname: other.nickname,
    avatar: other.avatar,
    isStaff: other.isStaff,
    lastMessage: last ? { text: last.text, time: last.time, fromSelf: last.customId === caller.id } : null,
    unread: room.unread(caller.id),
  };
}

export const messageRoutes: SimRouteTable = {
  [API_PATHS.personal.conversations]: signedIn((backend, req, account) => {
    const chat = chatOf(backend);
    const asked = bodyField(req.body, "peerId");
    const peerId = intField(req.body, "peerId");
    if (asked !== undefined && asked !== null && peerId === undefined) return fail(ERR.badParams);
    const rooms = chat.conversationsOf(account.id).sort((a, b) => (b.history.at(-1)?.time ?? 0) - (a.history.at(-1)?.time ?? 0));
    if (peerId !== undefined) {
      // The conversation being opened shows even before its first message.
      if (peerId === account.id) return fail(SELF_CHAT);
      const room = chat.privateRoom(account.id, peerId);
      if (!room) return fail(NO_USER);
      if (!rooms.includes(room)) rooms.unshift(room);
    }
    return ok(backend, rooms.map((room) => conversationOf(backend, account, room)));
  }),
};
