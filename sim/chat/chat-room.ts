// One room's chat as the sim keeps it: who is in it (real sockets), its recent messages, its
// muted users and admins, and its simulated viewers. State outlives the members (a mute stays).
import type { SimAnchor } from "../core";
import type { ChatMessage, ChatRole, ChatServerFrame } from "./chat-frames";
import { CHAT_LIMITS } from "./chat-rules";
import { ViewerChatter, viewerRoster } from "./simulated-viewers";

export interface ChatMember {
  /** undefined for a guest (reads only). */
  readonly customId: number | undefined;
  send(frame: ChatServerFrame): void;
}

export class ChatRoom {
  readonly roomId: number;
  readonly hxRoomId: string;
  readonly anchorCustomId: number;
  readonly members = new Set<ChatMember>();
  readonly history: ChatMessage[] = [];
  readonly muted = new Set<number>();
  readonly admins = new Set<number>();
  /** Simulated viewers kicked out: they neither chat nor show in the audience. */
  readonly gone = new Set<number>();
  readonly lastSentAt = new Map<number, number>();
  readonly chatter: ViewerChatter;
  private seq = 0;

  constructor(anchor: SimAnchor) {
    this.roomId = anchor.roomId;
    this.hxRoomId = anchor.hxRoomId;
    this.anchorCustomId = anchor.customId;
    this.chatter = new ViewerChatter(anchor.roomId, viewerRoster(anchor.roomId));
  }

  roleOf(customId: number): ChatRole {
    if (customId === this.anchorCustomId) return "anchor";
    return this.admins.has(customId) ? "admin" : "user";
  }

  /** Stamps an id, keeps it in the history and tells every member but `except`. */
  post(message: Omit<ChatMessage, "id">, except?: ChatMember): ChatMessage {
    const stamped: ChatMessage = { ...message, id: `${this.roomId}-${++this.seq}` };
    this.history.push(stamped);
    if (this.history.length > CHAT_LIMITS.historySize) this.history.shift();
    for (const member of this.members) if (member !== except) member.send({ type: "message", message: stamped });
    return stamped;
  }

  broadcast(frame: ChatServerFrame): void {
    for (const member of this.members) member.send(frame);
  }

  remove(messageId: string): ChatMessage | undefined {
    const at = this.history.findIndex((message) => message.id === messageId);
    return at < 0 ? undefined : this.history.splice(at, 1)[0];
  }

  /** Real members' distinct customIds. */
  memberIds(): number[] {
    const ids = new Set<number>();
    for (const member of this.members) if (member.customId !== undefined) ids.add(member.customId);
    return [...ids];
  }
}
