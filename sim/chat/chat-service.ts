// The sim's chat service: rooms by hxRoomId, joins, sends under the limits, the moderation
// effects (mute, kick, remove, admins) pushed to everyone in the room, and simulated viewers'
// traffic in rooms that are living and have someone real in them. Transport-free: the Vite host
// drives it over /ws/chat, tests call it directly.
import type { SimBackend } from "../backend";
import type { SimAccount } from "../accounts/account-book";
import { levelOf } from "../http/personal-routes";
import type { ChatServerFrame } from "./chat-frames";
import { parseClientFrame } from "./chat-frames";
import { ChatRoom, type ChatMember } from "./chat-room";
import { CHAT_LIMITS, CHAT_TEXTS } from "./chat-rules";
import { partiesOf, PRIVATE_HISTORY, PrivateRoom, privateRoomId } from "./private-room";
import type { SimViewer } from "./simulated-viewers";

/** The kick records the room entry check reads too (sim/core/rooms/room-moderation-state.ts). */
export interface KickRecords {
  kickFromRoom(customId: number, roomId: number): void;
  isKicked(customId: number, roomId: number): boolean;
}

export interface ChatConnection {
  receive(text: string): void;
  close(): void;
}

export interface AudienceEntry {
  customerId: number;
  nickname: string;
  avatar: string;
  level: number;
  role: "anchor" | "admin" | "user";
  muted: boolean;
}

export class ChatService {
  private readonly rooms = new Map<string, ChatRoom>();
  private readonly privateRooms = new Map<string, PrivateRoom>();
  /** Rooms with at least one member: the only ones whose viewers chat. */
  private readonly active = new Set<ChatRoom>();

  constructor(
    private readonly backend: SimBackend,
    private readonly kicks: KickRecords,
  ) {}

  /** The room of an anchor's chat, by hxRoomId or room id; undefined for no such anchor. */
  room(key: { hxRoomId: string } | { roomId: number }): ChatRoom | undefined {
    const { world } = this.backend;
    const anchor = "roomId" in key ? world.anchorOfRoom(key.roomId) : world.anchors().find((a) => a.hxRoomId === key.hxRoomId);
    if (!anchor) return undefined;
    let room = this.rooms.get(anchor.hxRoomId);
    if (!room) this.rooms.set(anchor.hxRoomId, (room = new ChatRoom(anchor)));
    return room;
  }

  /** The private conversation of two accounts (made on first use); undefined when either is no account or both are one. */
  privateRoom(a: number, b: number): PrivateRoom | undefined {
    const { book } = this.backend.accounts;
    if (a === b || !book.get(a) || !book.get(b)) return undefined;
    const id = privateRoomId(a, b);
    let room = this.privateRooms.get(id);
    if (!room) this.privateRooms.set(id, (room = new PrivateRoom(id, partiesOf(id)!)));
    return room;
  }

  /** The account's private conversations that have a message. */
  conversationsOf(customId: number): PrivateRoom[] {
    return [...this.privateRooms.values()].filter((room) => room.parties.includes(customId) && room.history.length > 0);
  }

  get activeRoomCount(): number {
    return this.active.size;
  }

  connect(send: (frame: ChatServerFrame) => void): ChatConnection {
    let joined: { room: ChatRoom | PrivateRoom; member: ChatMember; account: SimAccount | undefined } | undefined;
    const leave = () => {
      if (!joined) return;
      joined.room.members.delete(joined.member);
      if (joined.room instanceof ChatRoom && joined.room.members.size === 0) {
        this.active.delete(joined.room);
        joined.room.chatter.pause();
      }
      joined = undefined;
    };
    return {
      receive: (raw) => {
        const frame = parseClientFrame(raw);
        if (!frame) return;
        if (frame.type === "join") {
          leave();
          const parties = partiesOf(frame.hxRoomId);
          if (parties) {
            // A private conversation: only its two accounts get in.
            const account = frame.token ? this.backend.accounts.holderOf(frame.token) : undefined;
            const room = account && parties.includes(account.id) ? this.privateRoom(...parties) : undefined;
            if (!account || !room) return send({ type: "join-refused", reason: "no-room", msg: CHAT_TEXTS.noConversation });
            const member: ChatMember = { customId: account.id, send };
            room.members.add(member);
            room.markRead(account.id);
            joined = { room, member, account };
            send({ type: "joined", hxRoomId: room.hxRoomId, roomId: 0, anchorCustomId: 0, self: { customId: account.id, role: "user", muted: false }, history: room.history.slice(-PRIVATE_HISTORY) });
            return;
          }
          const room = this.room({ hxRoomId: frame.hxRoomId });
          if (!room) return send({ type: "join-refused", reason: "no-room", msg: CHAT_TEXTS.noRoom });
          const account = frame.token ? this.backend.accounts.holderOf(frame.token) : undefined;
          if (account && this.kicks.isKicked(account.id, room.roomId)) return send({ type: "join-refused", reason: "kicked", msg: CHAT_TEXTS.kicked });
          const member: ChatMember = { customId: account?.id, send };
          room.members.add(member);
          this.active.add(room);
          joined = { room, member, account };
          send({
            type: "joined",
            hxRoomId: room.hxRoomId,
            roomId: room.roomId,
            anchorCustomId: room.anchorCustomId,
            self: account ? { customId: account.id, role: room.roleOf(account.id), muted: room.muted.has(account.id) } : null,
            history: room.history.slice(),
          });
          return;
        }
        const refuse = (reason: "login" | "muted" | "flood" | "length" | "empty" | "not-joined", msg: string) =>
          send({ type: "refused", clientId: frame.clientId, reason, msg });
        if (!joined) return refuse("not-joined", CHAT_TEXTS.notJoined);
        const { room, member, account } = joined;
        if (!account) return refuse("login", CHAT_TEXTS.login);
        if (room.muted.has(account.id)) return refuse("muted", CHAT_TEXTS.muted);
        const text = frame.text.trim();
        if (!text) return refuse("empty", CHAT_TEXTS.empty);
        if ([...text].length > CHAT_LIMITS.maxLength) return refuse("length", CHAT_TEXTS.length);
        const now = this.backend.now();
        const last = room.lastSentAt.get(account.id);
        if (last !== undefined && now - last < CHAT_LIMITS.floodMs) return refuse("flood", CHAT_TEXTS.flood);
        room.lastSentAt.set(account.id, now);
        const message = room.post(
          { customId: account.id, nickname: account.nickname, level: levelOf(1, account.id).level, role: room.roleOf(account.id), text, time: now },
          member,
        );
        send({ type: "sent", clientId: frame.clientId, message });
      },
      close: leave,
    };
  }

  /** Viewer traffic due by `now` in active, living rooms. */
  advance(now: number): void {
    for (const room of this.active) {
      const living = this.backend.world.board.rooms.get(room.anchorCustomId);
      if (!living || living.banId) continue;
      const speaks = (viewer: SimViewer) => !room.muted.has(viewer.customId) && !room.gone.has(viewer.customId);
      for (const line of room.chatter.due(now, speaks)) room.post(line);
    }
  }

  mute(room: ChatRoom, customId: number, muted: boolean): void {
    if (muted) room.muted.add(customId);
    else room.muted.delete(customId);
    room.broadcast({ type: "muted", customId, muted });
  }

  /** Records the kick, tells the room (the kicked client leaves) and drops the kicked member's sockets. */
  kick(room: ChatRoom, customId: number): void {
    this.kicks.kickFromRoom(customId, room.roomId);
    room.gone.add(customId);
    room.admins.delete(customId);
    room.broadcast({ type: "kicked", customId });
    for (const member of room.members) if (member.customId === customId) room.members.delete(member);
  }

  removeMessage(room: ChatRoom, messageId: string): boolean {
    if (!room.remove(messageId)) return false;
    room.broadcast({ type: "removed", messageId });
    return true;
  }

  setAdmin(room: ChatRoom, customId: number, admin: boolean): void {
    if (admin) room.admins.add(customId);
    else room.admins.delete(customId);
    room.broadcast({ type: "admin", customId, admin });
  }

  /** Who a customId is in this room: an account, or one of its simulated viewers. */
  person(room: ChatRoom, customId: number): Omit<AudienceEntry, "role" | "muted"> | undefined {
    const account = this.backend.accounts.book.get(customId);
    if (account) return { customerId: account.id, nickname: account.nickname, avatar: account.avatar, level: levelOf(1, account.id).level };
    const viewer = room.chatter.roster.find((v) => v.customId === customId);
    return viewer && { customerId: viewer.customId, nickname: viewer.nickname, avatar: "", level: viewer.level };
  }

  /** Real members first (by id), then the simulated viewers still present while the room is living. */
  audience(room: ChatRoom): AudienceEntry[] {
    const living = this.backend.world.board.rooms.has(room.anchorCustomId);
    const ids = [...room.memberIds().sort((a, b) => a - b), ...(living ? room.chatter.roster.map((v) => v.customId).filter((id) => !room.gone.has(id)) : [])];
    return ids.flatMap((id) => {
      const person = this.person(room, id);
      return person ? [{ ...person, role: room.roleOf(id), muted: room.muted.has(id) }] : [];
    });
  }
}
