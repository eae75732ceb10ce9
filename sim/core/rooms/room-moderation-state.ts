// Who was kicked from which room, for the run: the chat's kick (/v1/living/kickCustomer) writes
// it, the room entry check (/v1/liveroom/checkCustomKickStatus) and the chat's join read it. A kick
// lasts the run (docs/product-rules.md "Room chat and moderation").
const kicked = new Set<string>();
const key = (customId: number, roomId: number) => `${customId}:${roomId}`;

export function kickFromRoom(customId: number, roomId: number): void {
  kicked.add(key(customId, roomId));
}

export function isKicked(customId: number, roomId: number): boolean {
  return kicked.has(key(customId, roomId));
}
