// A room that was let in (or is ended or banned: the player shows its panel): the match header on
// top, the player with the anchor under it and the match centre below on the left, the chat on
// the right. liveInfo is asked again on each 200/210/230 push for the room (viewers, name, ban, end).
import { useEffect, useRef } from "react";
import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useStoreMap } from "effector-react";
import { liveInfoQuery } from "@/entities/live-room";
import { sportOfType } from "@/shared/config";
import { createOnDemand } from "@/shared/ui/on-demand";
import { LivePlayer } from "@/widgets/live-player";
import { MatchCentre } from "@/widgets/match-centre";
import { $roomPushCounts } from "../model/room-pushes";
import { useMatchSubscriptions } from "../model/use-match-subscriptions";
import { PageNotice } from "./page-notice";
import { RoomAnchor } from "./room-anchor";
import { RoomHeader } from "./room-header";
import classes from "./live-room.module.css";

// The chat (its list, the send box and Mantine's inputs, ~13 KB gzip) downloads beside the room's
// first view, not in it: the header's score is the page's largest text and waited for the chat's
// code too. The side column keeps its size meanwhile, so nothing moves when the chat arrives.
const RoomChat = createOnDemand(() => import("@/widgets/room-chat").then((module) => module.RoomChat));

function useRefetchOnPush(roomId: number, refetch: () => unknown) {
  const pushes = useStoreMap({ store: $roomPushCounts, keys: [roomId], fn: (counts, [id]) => counts[id] ?? 0 });
  const seen = useRef(pushes);
  useEffect(() => {
    if (pushes === seen.current) return;
    seen.current = pushes;
    void refetch();
  }, [pushes, refetch]);
}

export function RoomView({ roomId }: { roomId: number }) {
  const { data: item, isPending, isError, refetch } = useQuery(liveInfoQuery(roomId));
  useRefetchOnPush(roomId, refetch);
  const match = item?.match ?? null;
  const sport = sportOfType(match?.sportType ?? 1) ?? "football";
  useMatchSubscriptions(match?.matchId ?? null, sport);

  if (isPending) return <Loader className={classes.loader} aria-label="加载中" />;
  if (isError) return <PageNotice tone="error" title="进入直播间失败" action={{ label: "重试", onClick: () => void refetch() }} />;
  const live = item.room.livingRoomStatus === "start";
  return (
    <div className={classes.room} data-testid="live-room" data-state={item.room.livingRoomStatus}>
      {match && <RoomHeader match={match} />}
      <div className={classes.body}>
        <div className={classes.main}>
          <div className={classes.player}>
            <LivePlayer room={item} inRoom />
          </div>
          <RoomAnchor item={item} />
          {match && sport && <MatchCentre matchId={match.matchId} sport={sport} />}
        </div>
        <aside className={classes.side} aria-label="聊天">
          {live ? (
            <RoomChat
              roomId={item.room.roomId}
              hxRoomId={item.room.hxRoomId}
              anchorCustomId={item.anchor.anchorCustomId}
              fallback={<div className={classes.chatClosed} aria-busy="true">聊天加载中…</div>}
            />
          ) : (
            <div className={classes.chatClosed}>{item.room.livingRoomStatus === "illegal" ? "直播间已封禁，聊天已关闭" : "直播已结束，聊天已关闭"}</div>
          )}
        </aside>
      </div>
    </div>
  );
}
