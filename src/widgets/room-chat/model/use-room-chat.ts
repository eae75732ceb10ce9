// One room's chat for the signed-in viewer (or a guest): joins through the chat port, keeps the
// rows, sends with the limits (a sent message shows at once as pending, then is confirmed or
// marked failed with a retry), and leaves on unmount.
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useUnit } from "effector-react";
import { $userInfo, $userLevel } from "@/entities/session";
import { getAccessToken } from "@/shared/api";
import { connectChat, type ChatSession } from "@/shared/chat";
import { checkDraft, type DraftProblem } from "../lib/chat-limits";
import { chatReducer, initialChatState, type ChatRow } from "./chat-rows";

let localCount = 0;

export function useRoomChat(hxRoomId: string) {
  const [user, userLevel] = useUnit([$userInfo, $userLevel]);
  const selfId = user?.id ?? null;
  const reducer = useMemo(() => chatReducer(selfId), [selfId]);
  const [state, dispatch] = useReducer(reducer, initialChatState);
  const session = useRef<ChatSession | null>(null);
  const lastSentAt = useRef<number | null>(null);
  const nickname = user?.nickname ?? "";
  const level = userLevel?.level ?? 0;

  useEffect(() => {
    const token = getAccessToken();
    const identity = selfId !== null && token ? { customId: selfId, nickname, level, token } : null;
    const joined = connectChat(hxRoomId, identity, dispatch);
    session.current = joined;
    return () => {
      joined.leave();
      session.current = null;
    };
    // Who joins is fixed by the room and the account; a new nickname or level shows on the next join.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hxRoomId, selfId]);

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
      if (problem || selfId === null) return problem;
      lastSentAt.current = now;
      const key = `local-${++localCount}`;
      const text = draft.trim();
      const row: ChatRow = { id: key, key, customId: selfId, nickname, level, role: state.self?.role ?? "user", text, time: now, status: "pending" };
      dispatch({ type: "sending", row });
      void deliver(key, text);
      return null;
    },
    [deliver, level, nickname, selfId, state.self?.role],
  );

  const retry = useCallback(
    (row: ChatRow) => {
      lastSentAt.current = Date.now();
      dispatch({ type: "retrying", key: row.key });
      void deliver(row.key, row.text);
    },
    [deliver],
  );

  return { state, selfId, send, retry };
}
