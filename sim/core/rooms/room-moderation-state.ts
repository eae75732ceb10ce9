// Who was kicked from which room, for the run: the chat's kick (/v1/living/kickCustomer) and the
// sim control POST /api/sim/control/kick write it; the room entry check
// (/v1/liveroom/checkCustomKickStatus) and the chat's join read it. A kick lasts the run
// (docs/product-rules.md "Live room"). Module state, as the chat and the entry routes agreed:
// one sim process serves one run, and each test file gets its own module instance.
const kicked = new Set<string>();
const key = (customId: number, roomId: number) => `${customId}:${roomId}`;

export function kickFromRoom(customId: number, roomId: number): void {
  kicked.add(key(customId, roomId));
}

export function isKicked(customId: number, roomId: number): boolean {
  return kicked.has(key(customId, roomId));
}

/** Forgets every kick (tests that share one module instance). */
export function clearKicks(): void {
  kicked.clear();
}
