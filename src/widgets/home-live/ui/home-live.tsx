// The home page's live block (docs/product-rules.md "Live player", "Home live list"): the player
// for the selected room on the left, the live-room list as tall as the player on the right. The
// player comes from the page (widgets/live-player), as a widget does not import another.
import type { ComponentType } from "react";
import { useElementSize } from "@mantine/hooks";
import { SPORT_TYPE } from "#wire";
import type { LiveRoomItem } from "@/entities/live-room";
import { basketballLists, useTodayList } from "@/entities/match";
import { useHomeRooms } from "../model/use-home-rooms";
import { LiveRoomList } from "./live-room-list";
import classes from "./home-live.module.css";

export interface HomeLiveProps {
  /** The player: shows the selected room, or its empty state with none. */
  player: ComponentType<{ room: LiveRoomItem | null }>;
}

/** Basketball rooms read pushed scores from basketball's today list, held while such a room is listed. */
function BasketballScores() {
  useTodayList(basketballLists);
  return null;
}

export function HomeLive({ player: Player }: HomeLiveProps) {
  const home = useHomeRooms();
  const { ref, height } = useElementSize();
  const hasBasketball = home.rooms.some((item) => item.match?.sportType === SPORT_TYPE.basketball);
  return (
    <div className={classes.block} data-testid="home-live">
      <div ref={ref} className={classes.player}>
        <Player room={home.selectedRoom} />
      </div>
      <LiveRoomList
        height={Math.round(height)}
        rooms={home.rooms}
        total={home.total}
        hasMore={home.hasMore}
        loading={home.loading}
        failed={home.failed}
        selectedRoomId={home.selectedRoomId}
        onSelect={home.roomSelected}
        onNextPage={home.nextPageRequested}
        onRetry={home.reopened}
      />
      {hasBasketball && <BasketballScores />}
    </div>
  );
}
