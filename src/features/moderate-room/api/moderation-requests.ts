// The moderation calls of docs/api-calls.md "Chat and moderation". Failures come back as values
// (the HTTP client has shown the server's message); the effects reach the room over the chat.
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, countOrZero, idSchema, listOf, noDataSchema, textOrEmpty } from "@/shared/api";

const P = API_PATHS.moderation;
const ON = 1;
const OFF = 2;

const personSchema = z.object({ customerId: idSchema, nickname: textOrEmpty, avatar: textOrEmpty, level: countOrZero });
const audienceEntrySchema = z.object({
  ...personSchema.shape,
  role: z.pipe(z.nullish(z.enum(["anchor", "admin", "user"])), z.transform((role) => role ?? "user")),
  muted: z.pipe(z.nullish(z.boolean()), z.transform((muted) => muted ?? false)),
});
const audiencePageSchema = z.object({ items: listOf(audienceEntrySchema), total: countOrZero });

export type RoomPerson = z.infer<typeof personSchema>;
export type AudienceEntry = z.infer<typeof audienceEntrySchema>;

export const muteCustomer = (roomId: number, customerId: number, muted: boolean) =>
  apiRequest(P.mute, { body: { roomId, customerId, status: muted ? ON : OFF }, schema: noDataSchema });

export const kickCustomer = (roomId: number, customerId: number) => apiRequest(P.kick, { body: { roomId, customerId }, schema: noDataSchema });

export const removeChatMessage = (roomId: number, messageId: string) =>
  apiRequest(P.removeMessage, { body: { roomId, messageId }, schema: noDataSchema });

export const setLivingAdmin = (roomId: number, customerId: number, admin: boolean) =>
  apiRequest(P.setAdmin, { body: { roomId, customerId, status: admin ? ON : OFF }, schema: noDataSchema });

export const fetchAdminList = (roomId: number) => apiRequest(P.adminList, { body: { roomId }, schema: listOf(personSchema) });

export const AUDIENCE_PAGE_SIZE = 20;

export const fetchAudience = (roomId: number, pageNum: number) =>
  apiRequest(P.audience, { body: { roomId, pageNum, pageSize: AUDIENCE_PAGE_SIZE }, schema: audiencePageSchema });

export const modifyRoomName = (roomId: number, roomName: string) => apiRequest(P.modifyRoom, { body: { roomId, roomName }, schema: noDataSchema });

const unwrap = async <T>(result: Promise<{ ok: true; data: T } | { ok: false; message: string }>): Promise<T> => {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.message);
  return settled.data;
};

/** The room's audience, first pages up to `pages` (the dialog's 加载更多). */
export const audienceQuery = (roomId: number, pageNum: number) =>
  queryOptions({ queryKey: ["room-audience", roomId, pageNum], queryFn: () => unwrap(fetchAudience(roomId, pageNum)), staleTime: 0 });

export const adminListQuery = (roomId: number) =>
  queryOptions({ queryKey: ["room-admins", roomId], queryFn: () => unwrap(fetchAdminList(roomId)), staleTime: 0 });
