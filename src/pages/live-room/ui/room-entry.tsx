// /liveRoom?roomId=: the entry checks first (docs/product-rules.md "Live room"), then the room.
// Where each outcome shows: 直播间已关闭 and 直播间已封禁 as warning toasts over the room (its
// player shows 直播已结束 or 直播已被封禁); 进入直播间失败 as an error toast and the page's notice
// with 重试; 您已被踢出直播间 as the page's notice; 您无法进入直播间，是否查看赛事详情 as a confirm
// dialog over that notice, whose 查看赛事 opens the match detail in a new tab.
import { useEffect, useState } from "react";
import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { ENTRY_TEXT, roomEntryQuery, type EntryDecision } from "@/features/enter-room";
import { openInNewTab } from "@/shared/lib/new-tab";
import { showToast } from "@/shared/lib/notify";
import { ROUTES } from "@/shared/routes";
import { createOnDemand } from "@/shared/ui/on-demand";
import { PageNotice } from "./page-notice";
import { RoomView } from "./room-view";
import classes from "./live-room.module.css";

const OfferDetailDialog = createOnDemand(() => import("./offer-detail-dialog").then((module) => module.OfferDetailDialog));

const ROOM_MISSING_TEXT = "该直播间不存在，请确认链接是否正确";

function useEntryToast(decision: EntryDecision | undefined) {
  useEffect(() => {
    if (!decision) return;
    if (decision.kind === "ended" || decision.kind === "banned") showToast("warning", decision.message);
    if (decision.kind === "failed") showToast("error", decision.message);
  }, [decision]);
}

function OfferDetail({ decision }: { decision: Extract<EntryDecision, { kind: "offer-detail" }> }) {
  const [open, setOpen] = useState(true);
  const view = () => {
    setOpen(false);
    openInNewTab(ROUTES.liveRoom.href({ matchId: decision.matchId, sport: decision.sport }));
  };
  return (
    <>
      <PageNotice tone="warning" title={ENTRY_TEXT.kicked} text="您可以查看本场比赛的赛况、指数与数据" action={{ label: "查看赛事详情", onClick: view }} />
      <OfferDetailDialog opened={open} message={decision.message} onClose={() => setOpen(false)} onView={view} />
    </>
  );
}

export function RoomEntry({ roomId }: { roomId: number }) {
  const user = useUnit($userInfo);
  const { data: decision, isPending, refetch } = useQuery(roomEntryQuery(roomId, user?.id ?? null));
  useEntryToast(decision);
  if (isPending || !decision) return <Loader className={classes.loader} aria-label="加载中" />;
  switch (decision.kind) {
    case "enter":
    case "ended":
    case "banned":
      return <RoomView roomId={roomId} />;
    case "kicked":
      return <PageNotice tone="warning" title={decision.message} text="您无法再进入该直播间" />;
    case "offer-detail":
      return <OfferDetail decision={decision} />;
    case "failed":
      // A room that does not exist stays so: no 重试, and no hint about the network.
      if (decision.reason === "missing") return <PageNotice tone="error" title={decision.message} text={ROOM_MISSING_TEXT} />;
      return <PageNotice tone="error" title={decision.message} text="请检查网络后重试" action={{ label: "重试", onClick: () => void refetch() }} />;
  }
}
