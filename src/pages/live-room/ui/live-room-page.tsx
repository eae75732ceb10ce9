// /liveRoom (docs/product-rules.md "Live room"): ?roomId= enters a room (after its entry checks);
// ?detail={matchId}&SportType=football|basketball shows that match's centre, on ?tab= if given.
import { useSearch } from "@tanstack/react-router";
import type { Sport } from "@/shared/config";
import type { MatchCentreTab } from "@/shared/routes";
import { MatchDetailEntry } from "./match-detail-entry";
import { PageNotice } from "./page-notice";
import { RoomEntry } from "./room-entry";
import classes from "./live-room.module.css";

interface LiveRoomSearch {
  roomId?: string;
  detail?: string;
  SportType?: Sport;
  tab?: MatchCentreTab;
}

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

export function LiveRoomPage() {
  const search: LiveRoomSearch = useSearch({ strict: false });
  const roomId = idOf(search.roomId);
  const matchId = idOf(search.detail);
  return (
    // Not <main>: the app shell's <main> already holds the page.
    <div className={classes.page}>
      {roomId !== null ? (
        <RoomEntry key={roomId} roomId={roomId} />
      ) : matchId !== null && search.SportType ? (
        <MatchDetailEntry key={matchId} matchId={matchId} sport={search.SportType} tab={search.tab} />
      ) : (
        <PageNotice tone="warning" title="直播间不存在" text="链接缺少直播间或比赛信息" />
      )}
    </div>
  );
}
