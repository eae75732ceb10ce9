// A private conversation between two accounts (我的消息, the customer-service chat): a chat room
// whose id names the pair (`p2p-{lowId}-{highId}`), joined only by those two, keeping its history
// for the run and how far each side has read (docs/api-calls.md "My messages").
import type { ChatMember } from "./chat-room";
import type { ChatMessage, ChatRole, ChatServerFrame } from "./chat-frames";

/** Messages a private conversation keeps (and hands a joining side). */
export const PRIVATE_HISTORY = 200;

const PRIVATE_ID = /^p2p-(\d+)-(\d+)$/;

export const privateRoomId = (a: number, b: number) => `p2p-${Math.min(a, b)}-${Math.max(a, b)}`;

/** The two account ids a private room id names (low first); undefined when it is not one, or names one account twice. */
export function partiesOf(hxRoomId: string): [number, number] | undefined {
  const found = PRIVATE_ID.exec(hxRoomId);
  if (!found) return undefined;
  const low = Number(found[1]);
  const high = Number(found[2]);
  return low < high && privateRoomId(low, high) === hxRoomId ? [low, high] : undefined;
}

export class PrivateRoom {
  readonly members = new Set<ChatMember>();
  readonly history: ChatMessage[] = [];
  /** Private rooms have no moderation: nobody is ever muted. */
  readonly muted: ReadonlySet<number> = new Set();
  readonly lastSentAt = new Map<number, number>();
  /** customId → the seq of the last message that side has seen. */
  private readonly readUpTo = new Map<number, number>();
  private seq = 0;

  constructor(
    readonly hxRoomId: string,
    readonly parties: readonly [number, number],
  ) {}

  roleOf(_customId: number): ChatRole {
    return "user";
  }

  other(customId: number): number {
    return this.parties[0] === customId ? this.parties[1] : this.parties[0];
  }

  /** A side that is in the room has read everything in it. */
  markRead(customId: number): void {
    this.readUpTo.set(customId, this.seq);
  }

  /** Messages from the other side since `customId` last looked. */
  unread(customId: number): number {
    const seen = this.readUpTo.get(customId) ?? 0;
    return this.history.filter((m) => m.customId !== customId && seqOf(m) > seen).length;
  }

  post(message: Omit<ChatMessage, "id">, except?: ChatMember): ChatMessage {
    const stamped: ChatMessage = { ...message, id: `${this.hxRoomId}-${++this.seq}` };
    this.history.push(stamped);
    if (this.history.length > PRIVATE_HISTORY) this.history.shift();
    for (const member of this.members) {
      if (member.customId !== undefined) this.markRead(member.customId);
      if (member !== except) member.send({ type: "message", message: stamped });
    }
    return stamped;
  }

  broadcast(frame: ChatServerFrame): void {
    for (const member of this.members) member.send(frame);
  }
}

const seqOf = (message: ChatMessage) => Number(message.id.slice(message.id.lastIndexOf("-") + 1));
