// The chat of one live room (docs/product-rules.md "Room chat and moderation"): the messages with
// level, role and time, the input (login needed), and for the anchor and admins the moderation
// menu on each message and 房间管理. A busy room keeps its last 200 messages; the list follows new
// messages unless the viewer scrolled up, then a pill offers to jump down.
import { useEffect, useState } from "react";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { liveInfoQuery } from "@/entities/live-room";
import { mayModerate, RoomManageDialogOnDemand, type RoomRole } from "@/features/moderate-room";
import { showToast } from "@/shared/lib/notify";
import { ROUTES } from "@/shared/routes";
import { CHAT_TEXTS } from "../config/chat-config";
import { useRoomChat } from "../model/use-room-chat";
import { ChatComposer } from "./chat-composer";
import { ChatList } from "./chat-list";
import classes from "./room-chat.module.css";

export interface RoomChatProps {
  roomId: number;
  /** The chat room id (the vendor's room; the sim's chat channel joins by it too). */
  hxRoomId: string;
  /** The room's anchor: moderates, and is shown as such in the chat. */
  anchorCustomId: number;
}

function useLeaveWhenKicked(kicked: boolean) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  useEffect(() => {
    if (!kicked) return;
    showToast("warning", CHAT_TEXTS.kicked);
    void router?.navigate({ to: ROUTES.home.path });
  }, [kicked, router]);
}

export function RoomChat({ roomId, hxRoomId, anchorCustomId }: RoomChatProps) {
  const { state, selfId, send, retry } = useRoomChat(hxRoomId);
  const [managing, setManaging] = useState(false);
  const { data: room } = useQuery({ ...liveInfoQuery(roomId), enabled: managing });
  useLeaveWhenKicked(state.phase === "kicked");

  const actorRole: RoomRole = selfId === null ? "guest" : selfId === anchorCustomId ? "anchor" : (state.self?.role ?? "user");
  const status =
    state.phase === "joining" ? CHAT_TEXTS.joining : state.phase === "lost" ? CHAT_TEXTS.lost : state.phase === "kicked" ? CHAT_TEXTS.kicked : state.refusal;

  return (
    <section className={classes.chat} aria-label={CHAT_TEXTS.title} data-testid="room-chat" data-room-id={roomId}>
      <header className={classes.header}>
        <h2 className={classes.title}>{CHAT_TEXTS.title}</h2>
        {mayModerate(actorRole, "audience") && (
          <Button size="compact-xs" variant="subtle" onClick={() => setManaging(true)}>
            {CHAT_TEXTS.manage}
          </Button>
        )}
      </header>
      {status && state.phase !== "joined" && <p className={classes.status}>{status}</p>}
      <ChatList
        rows={state.rows}
        roleOf={(customId, sent) => (customId === anchorCustomId ? "anchor" : (state.roles[customId] ?? sent))}
        mutedOf={(customId) => state.muted[customId] ?? false}
        selfId={selfId}
        roomId={roomId}
        actorRole={actorRole}
        onRetry={retry}
        empty={state.phase === "joined"}
      />
      <ChatComposer signedIn={selfId !== null} muted={state.self?.muted ?? false} disabled={state.phase !== "joined"} onSend={send} />
      {managing && (
        <RoomManageDialogOnDemand roomId={roomId} actorRole={actorRole} actorId={selfId} roomName={room?.room.roomName ?? ""} opened onClose={() => setManaging(false)} />
      )}
    </section>
  );
}
