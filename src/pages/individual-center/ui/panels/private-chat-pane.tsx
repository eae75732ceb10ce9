// The chat with one account: its messages as plain text (never markup), each side's own to the
// right, and the room chat's send box (50 characters, one message per 2 s, its messages).
import { useLayoutEffect, useRef } from "react";
import dayjs from "dayjs";
import { Avatar } from "@mantine/core";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { ChatComposer, useRoomChat } from "@/widgets/room-chat";
import type { Conversation } from "../../api/message-requests";
import { privateRoomId } from "../../lib/private-room";
import classes from "../individual-center.module.css";

const STATUS = { joining: "正在连接…", lost: "连接中断，正在重连…", kicked: "无法进入该会话" } as const;

export function PrivateChatPane({ peer }: { peer: Conversation }) {
  // A private chat is a chat room only the pair may join: the room chat's model serves it as it is.
  const user = useUnit($userInfo);
  const { state, selfId, send, retry } = useRoomChat(privateRoomId(user?.id ?? 0, peer.customId));
  const list = useRef<HTMLDivElement>(null);
  const lastKey = state.rows.at(-1)?.key;
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  const status = state.phase === "refused" ? state.refusal : state.phase === "joined" ? null : STATUS[state.phase];
  return (
    <section className={classes.chat} aria-label={`与${peer.nickname}的对话`}>
      <header className={classes.chatHeader}>
        <Avatar src={peer.avatar || null} alt="" radius="xl" size={28}>
          {peer.nickname.slice(0, 1)}
        </Avatar>
        <strong>{peer.nickname}</strong>
      </header>
      {status && (
        <p className={classes.chatStatus} role="status">
          {status}
        </p>
      )}
      <div ref={list} className={classes.chatLog} role="log" aria-live="polite" aria-label="聊天消息">
        {state.phase === "joined" && state.rows.length === 0 && <p className={classes.empty}>还没有消息，说点什么吧</p>}
        <ul className={classes.bubbles}>
          {state.rows.map((row) => (
            <li key={row.key} className={classes.bubbleRow} data-self={row.customId === selfId || undefined} data-status={row.status} data-testid="private-message">
              <span className={classes.bubbleMeta}>
                {row.customId === selfId ? "我" : row.nickname} · {dayjs(row.time).format("MM-DD HH:mm")}
              </span>
              <p className={classes.bubble}>{row.text}</p>
              {row.status === "pending" && <span className={classes.bubbleMeta}>发送中</span>}
              {row.status === "failed" && (
                <span className={classes.bubbleMeta} data-failed>
                  {row.failText || "发送失败"}
                  <button type="button" className={classes.retry} onClick={() => retry(row)}>
                    重试
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <ChatComposer signedIn muted={false} disabled={state.phase !== "joined"} onSend={send} />
    </section>
  );
}
