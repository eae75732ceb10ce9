// The private chat with one account: joins the pair's room through the chat port, keeps the rows,
// sends under the room chat's limits (shown at once as 发送中, then confirmed or failed with 重试),
// and leaves on unmount (the pane is keyed by the peer, so another peer starts afresh).
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useUnit } from "effector-react";
import { $userInfo, $userLevel } from "@/entities/session";
import { getAccessToken } from "@/shared/api";
import { connectChat, type ChatSession } from "@/shared/chat";
import { checkDraft, type DraftProblem } from "@/widgets/room-chat";
import { privateRoomId } from "../lib/private-room";
import { initialPrivateChat, privateChatReducer, type PrivateRow } from "./private-chat-rows";

let localCount = 0;

export function usePrivateChat(peerId: number) {
  const [user, userLevel] = useUnit([$userInfo, $userLevel]);
  const selfId = user?.id ?? 0;
  const [state, dispatch] = useReducer(privateChatReducer, initialPrivateChat);
  const session = useRef<ChatSession | null>(null);
  const lastSentAt = useRef<number | null>(null);
  const nickname = user?.nickname ?? "";
  const level = userLevel?.level ?? 0;

  useEffect(() => {
    const token = getAccessToken() ?? "";
    const joined = connectChat(privateRoomId(selfId, peerId), { customId: selfId, nickname, level, token }, dispatch);
    session.current = joined;
    return () => {
      joined.leave();
      session.current = null;
    };
    // Who joins is fixed by the pair; a new nickname shows on the next join.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selfId, peerId]);

  const deliver = useCallback(async (key: string, text: string) => {
    const outcome = await (session.current?.send(text) ?? Promise.resolve({ ok: false as const, reason: "failed" as const, msg: "" }));
    if (outcome.ok) dispatch({ type: "confirmed", key, message: outcome.message });
    else dispatch({ type: "failed", key, text: outcome.msg });
  }, []);

  /** Sends a draft; returns what is wrong with it instead (nothing is sent then). */
  const send = useCallback(
    (draft: string): DraftProblem | null => {
      const now = Date.now();
      const problem = checkDraft(draft, lastSentAt.current, now);
      if (problem) return problem;
      lastSentAt.current = now;
      const key = `local-${++localCount}`;
      const text = draft.trim();
      dispatch({ type: "sending", row: { id: key, key, customId: selfId, nickname, level, role: "user", text, time: now, status: "pending" } });
      void deliver(key, text);
      return null;
    },
    [deliver, level, nickname, selfId],
  );

  const retry = useCallback(
    (row: PrivateRow) => {
      lastSentAt.current = Date.now();
      dispatch({ type: "retrying", key: row.key });
      void deliver(row.key, row.text);
    },
    [deliver],
  );

  return { state, selfId, send, retry };
}
