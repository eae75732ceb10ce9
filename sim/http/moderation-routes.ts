// Room chat moderation (docs/api-calls.md "Chat and moderation"): mute, kick, remove a message,
// admins, the audience list and the anchor's room edit. Token-bound; the role table of
// docs/product-rules.md "Room chat and moderation" decides who may; effects reach everyone in the
// room over the chat channel (and 230 over the match socket for a room edit).
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimAccount } from "../accounts/account-book";
import type { SimBackend } from "../backend";
import { chatOf } from "../chat/chat-registry";
import type { ChatRoom } from "../chat/chat-room";
import { CHAT_LIMITS, mayModerate, type ModerationAction } from "../chat/chat-rules";
import { FrameEncoder, roomInfoMessage } from "../core/engine/frames";
import { pageOf, paged } from "./paging";
import { fail, ok } from "./replies";
import { intField, stringField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { signedIn } from "./signed-in";
import type { SimRequest, SimResponse } from "./sim-request";

export const MODERATION_ERRORS = {
  noRoom: invalid("直播间不存在"),
  forbidden: invalid("无权限操作"),
  noUser: invalid("用户不存在"),
  noMessage: invalid("消息不存在"),
  tooManyAdmins: invalid(`管理员最多${CHAT_LIMITS.maxAdmins}人`),
  notLiving: invalid("直播间未在直播"),
  emptyName: invalid("直播间名称不能为空"),
  longName: invalid("直播间名称不能超过20个字"),
} as const;

const ROOM_NAME_MAX = 20;
const encoder = new FrameEncoder();

type Moderated = (backend: SimBackend, req: SimRequest, room: ChatRoom, caller: SimAccount) => SimResponse;

/** Resolves the room and checks the caller may do `action` (to the body's customerId, when it has one). */
function moderated(action: ModerationAction, handler: Moderated) {
  return signedIn((backend, req, caller) => {
    const roomId = intField(req.body, "roomId");
    if (roomId === undefined) return fail(ERR.badParams);
    const room = chatOf(backend).room({ roomId });
    if (!room) return fail(MODERATION_ERRORS.noRoom);
    const target = intField(req.body, "customerId");
    const targetRole = target === undefined ? "user" : room.roleOf(target);
    if (!mayModerate(room.roleOf(caller.id), action, targetRole)) return fail(MODERATION_ERRORS.forbidden);
    return handler(backend, req, room, caller);
  });
}

/** The body's customerId, when it names someone this room can act on. */
function targetOf(backend: SimBackend, req: SimRequest, room: ChatRoom): number | undefined {
  const id = intField(req.body, "customerId");
  return id !== undefined && chatOf(backend).person(room, id) ? id : undefined;
}

/** status 1 on, 2 off; anything else undefined. */
function onOff(req: SimRequest): boolean | undefined {
  const status = intField(req.body, "status");
  return status === 1 ? true : status === 2 ? false : undefined;
}

export const moderationRoutes: SimRouteTable = {
  [API_PATHS.moderation.mute]: moderated("mute", (backend, req, room) => {
    const on = onOff(req);
    if (on === undefined) return fail(ERR.badParams);
    const target = targetOf(backend, req, room);
    if (target === undefined) return fail(MODERATION_ERRORS.noUser);
    chatOf(backend).mute(room, target, on);
    return ok(backend, null);
  }),

  [API_PATHS.moderation.kick]: moderated("kick", (backend, req, room) => {
    const target = targetOf(backend, req, room);
    if (target === undefined) return fail(MODERATION_ERRORS.noUser);
    chatOf(backend).kick(room, target);
    return ok(backend, null);
  }),

  [API_PATHS.moderation.removeMessage]: signedIn((backend, req, caller) => {
    const roomId = intField(req.body, "roomId");
    const messageId = stringField(req.body, "messageId");
    if (roomId === undefined || !messageId) return fail(ERR.badParams);
    const chat = chatOf(backend);
    const room = chat.room({ roomId });
    if (!room) return fail(MODERATION_ERRORS.noRoom);
    const message = room.history.find((m) => m.id === messageId);
    if (!message) return fail(MODERATION_ERRORS.noMessage);
    if (!mayModerate(room.roleOf(caller.id), "removeMessage", room.roleOf(message.customId))) return fail(MODERATION_ERRORS.forbidden);
    chat.removeMessage(room, messageId);
    return ok(backend, null);
  }),

  [API_PATHS.moderation.setAdmin]: moderated("setAdmin", (backend, req, room) => {
    const on = onOff(req);
    if (on === undefined) return fail(ERR.badParams);
    const target = targetOf(backend, req, room);
    if (target === undefined || !backend.accounts.book.get(target)) return fail(MODERATION_ERRORS.noUser);
    if (on && !room.admins.has(target) && room.admins.size >= CHAT_LIMITS.maxAdmins) return fail(MODERATION_ERRORS.tooManyAdmins);
    chatOf(backend).setAdmin(room, target, on);
    return ok(backend, null);
  }),

  [API_PATHS.moderation.adminList]: moderated("audience", (backend, _req, room) => {
    const chat = chatOf(backend);
    const admins = [...room.admins].sort((a, b) => a - b).flatMap((id) => {
      const person = chat.person(room, id);
      return person ? [person] : [];
    });
    return ok(backend, admins);
  }),

  [API_PATHS.moderation.audience]: moderated("audience", (backend, req, room) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    return ok(backend, paged(chatOf(backend).audience(room), page, (entry) => entry));
  }),

  [API_PATHS.moderation.modifyRoom]: moderated("editRoom", (backend, req, room) => {
    const roomName = stringField(req.body, "roomName")?.trim();
    if (roomName === undefined) return fail(ERR.badParams);
    if (!roomName) return fail(MODERATION_ERRORS.emptyName);
    if ([...roomName].length > ROOM_NAME_MAX) return fail(MODERATION_ERRORS.longName);
    const living = backend.world.board.rooms.get(room.anchorCustomId);
    const anchor = backend.world.anchor(room.anchorCustomId);
    if (!living || !anchor) return fail(MODERATION_ERRORS.notLiving);
    living.roomName = roomName;
    const message = roomInfoMessage(living, anchor.anchorInfo, backend.now());
    backend.emit({ audience: "all", message, bytes: encoder.encode(message) });
    return ok(backend, null);
  }),
};
