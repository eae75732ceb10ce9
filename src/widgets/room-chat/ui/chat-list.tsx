// The message list: follows new messages while the viewer is at the bottom; once they scroll up it
// stays put and a 有新消息 pill brings them back down.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { RoomRole } from "@/features/moderate-room";
import type { ChatRole } from "@/shared/chat";
import { CHAT_LIMITS, CHAT_TEXTS } from "../config/chat-config";
import type { ChatRow } from "../model/chat-rows";
import { ChatMessageRow } from "./chat-message-row";
import classes from "./room-chat.module.css";

export interface ChatListProps {
  rows: ChatRow[];
  roleOf: (customId: number, sent: ChatRole) => ChatRole;
  mutedOf: (customId: number) => boolean;
  selfId: number | null;
  roomId: number;
  actorRole: RoomRole;
  onRetry: (row: ChatRow) => void;
  /** Show the empty-room line when there are no rows. */
  empty: boolean;
}

export function ChatList({ rows, roleOf, mutedOf, selfId, roomId, actorRole, onRetry, empty }: ChatListProps) {
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastKey = rows.at(-1)?.key;

  const toBottom = useCallback(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    if (lastKey === undefined) return;
    const own = rows.at(-1)?.customId === selfId && rows.at(-1)?.status !== "confirmed";
    if (atBottom.current || own) toBottom();
    else setUnseen(true);
    // Only a new last row moves the list, not a removal or a confirmation above it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_LIMITS.stickPx;
    if (atBottom.current) setUnseen(false);
  };

  return (
    <div className={classes.listWrap}>
      <div ref={list} className={classes.list} onScroll={onScroll} role="log" aria-live="polite" aria-label="聊天消息">
        {rows.length === 0 && empty ? (
          <p className={classes.emptyRoom}>{CHAT_TEXTS.empty_room}</p>
        ) : (
          <ul className={classes.rows}>
            {rows.map((row) => (
              <ChatMessageRow
                key={row.key}
                row={row}
                role={roleOf(row.customId, row.role)}
                muted={mutedOf(row.customId)}
                isSelf={row.customId === selfId}
                roomId={roomId}
                actorRole={actorRole}
                actorId={selfId}
                onRetry={onRetry}
              />
            ))}
          </ul>
        )}
      </div>
      {unseen && (
        <button type="button" className={classes.pill} onClick={toBottom}>
          {CHAT_TEXTS.newMessages} ↓
        </button>
      )}
    </div>
  );
}
