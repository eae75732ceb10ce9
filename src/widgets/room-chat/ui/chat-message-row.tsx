// One chat line: time, level, role mark, nickname and the text. Nicknames and text are React
// text (never markup), so whatever a sender typed shows as those very characters.
import { memo } from "react";
import dayjs from "dayjs";
import { ModerationMenuOnDemand, type RoomRole } from "@/features/moderate-room";
import type { ChatRole } from "@/shared/chat";
import { CHAT_TEXTS } from "../config/chat-config";
import type { ChatRow } from "../model/chat-rows";
import { LevelBadge } from "./level-badge";
import classes from "./room-chat.module.css";

export interface ChatMessageRowProps {
  row: ChatRow;
  role: ChatRole;
  muted: boolean;
  isSelf: boolean;
  roomId: number;
  actorRole: RoomRole;
  actorId: number | null;
  onRetry: (row: ChatRow) => void;
}

export const ChatMessageRow = memo(function ChatMessageRow({ row, role, muted, isSelf, roomId, actorRole, actorId, onRetry }: ChatMessageRowProps) {
  return (
    <li className={classes.row} data-status={row.status} data-role={role} data-self={isSelf || undefined}>
      <div className={classes.meta}>
        <time className={classes.time} dateTime={new Date(row.time).toISOString()}>
          {dayjs(row.time).format("HH:mm")}
        </time>
        <LevelBadge level={row.level} />
        {role !== "user" && <span className={classes.roleMark} data-role={role}>{role === "anchor" ? CHAT_TEXTS.anchor : CHAT_TEXTS.admin}</span>}
        <span className={classes.nickname}>{isSelf ? `${row.nickname}（${CHAT_TEXTS.you}）` : row.nickname}</span>
        {row.status === "confirmed" && (
          <span className={classes.actions}>
            <ModerationMenuOnDemand roomId={roomId} actorRole={actorRole} actorId={actorId} target={{ customId: row.customId, nickname: row.nickname, role, muted }} messageId={row.id} />
          </span>
        )}
      </div>
      <p className={classes.text}>{row.text}</p>
      {row.status === "pending" && <span className={classes.state}>{CHAT_TEXTS.pending}</span>}
      {row.status === "failed" && (
        <span className={classes.state} data-failed>
          {row.failText || CHAT_TEXTS.failed}
          <button type="button" className={classes.retry} onClick={() => onRetry(row)}>
            {CHAT_TEXTS.retry}
          </button>
        </span>
      )}
    </li>
  );
});
