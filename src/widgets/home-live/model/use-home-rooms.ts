// The home list while the block is on screen: opened on mount and again for another viewer (the
// records carry the viewer's follows), closed on unmount so pushes stop applying.
import { useEffect } from "react";
import { useUnit } from "effector-react";
import { homeRoomList } from "./home-room-list";
import { $userInfo } from "@/entities/session";

export function useHomeRooms() {
  const viewer = useUnit($userInfo)?.id ?? null;
  const [opened, closed] = useUnit([homeRoomList.opened, homeRoomList.closed]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [viewer, opened, closed]);
  return useUnit({
    rooms: homeRoomList.$rooms,
    total: homeRoomList.$total,
    hasMore: homeRoomList.$hasMore,
    loading: homeRoomList.$loading,
    failed: homeRoomList.$firstPageFailed,
    selectedRoom: homeRoomList.$selectedRoom,
    selectedRoomId: homeRoomList.$selectedRoomId,
    roomSelected: homeRoomList.roomSelected,
    nextPageRequested: homeRoomList.nextPageRequested,
    reopened: homeRoomList.opened,
  });
}
