// 我的消息's conversations (docs/api-calls.md "My messages"): the caller's private chats, the latest
// first; `peerId` adds the one being opened even before its first message.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, listOf } from "@/shared/api";

const conversationSchema = z.object({
  hxRoomId: z.string(),
  customId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  isStaff: z.boolean(),
  lastMessage: z.nullable(z.object({ text: z.string(), time: z.number(), fromSelf: z.boolean() })),
  unread: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** How often the list looks for new conversations and unread messages. */
const POLL_MS = 5000;

/** Background: a failed poll shows in the panel, not as a toast every few seconds. */
export function fetchConversations(peerId: number | undefined): Promise<Conversation[]> {
  return apiData(API_PATHS.personal.conversations, { body: peerId === undefined ? {} : { peerId }, schema: listOf(conversationSchema), background: true });
}

export const conversationsQuery = (userId: number, peerId: number | undefined) =>
  queryOptions({
    queryKey: ["center", "conversations", userId, peerId ?? null],
    queryFn: () => fetchConversations(peerId),
    refetchInterval: POLL_MS,
  });
