// A private conversation is a chat room named for its pair, the lower id first, so both sides
// join the same room whoever opens it (docs/api-calls.md "My messages").
export const privateRoomId = (a: number, b: number) => `p2p-${Math.min(a, b)}-${Math.max(a, b)}`;

/** `?customerId=` as an account id; undefined when missing or not a positive integer. */
export function peerIdOf(customerId: string | undefined): number | undefined {
  if (customerId === undefined || !/^\d+$/.test(customerId)) return undefined;
  const id = Number(customerId);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
