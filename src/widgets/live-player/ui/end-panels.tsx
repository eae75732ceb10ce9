// What the player shows instead of the stream once it is over or banned
// (docs/product-rules.md "Live player"). Ended: 直播已结束 with the stream's numbers
// (/v1/living/liveStatistic): the anchor sees its duration and 观看 with 直播数据回顾; others see
// how many watched. Banned: 直播已被封禁 with why.
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import type { LiveRoomItem } from "@/entities/live-room";
import { $userInfo } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { liveStatisticQuery } from "../api/live-statistic-request";
import { LIVE_REVIEW_TYPE } from "../config/player-config";
import { durationText } from "../lib/countdown";
import classes from "./live-player.module.css";

export function EndedPanel({ item }: { item: LiveRoomItem }) {
  const user = useUnit($userInfo);
  const { data } = useQuery(liveStatisticQuery(item.room.roomId));
  const own = user?.id === item.anchor.anchorCustomId;
  return (
    <div className={classes.panel} role="status" data-testid="player-ended">
      <div className={classes.panelTitle}>直播已结束</div>
      {data && own && (
        <>
          <dl className={classes.panelFacts}>
            <div>
              <dt>直播时长</dt>
              <dd>{durationText(data.liveDuration)}</dd>
            </div>
            <div>
              <dt>观看</dt>
              <dd>{data.viewNumber}</dd>
            </div>
          </dl>
          <Button component="a" href={ROUTES.individualCenter.href({ type: LIVE_REVIEW_TYPE })} target="_blank" rel="noopener noreferrer" radius="xl">
            直播数据回顾
          </Button>
        </>
      )}
      {data && !own && (
        <div className={classes.panelText}>
          <strong>{data.viewNumber}</strong> 人看过
        </div>
      )}
    </div>
  );
}

export function BannedPanel() {
  return (
    <div className={classes.panel} role="status" data-testid="player-banned">
      <div className={classes.panelTitle} data-tone="banned">
        直播已被封禁
      </div>
      <div className={classes.panelText}>该直播间因违反直播规范，已被封禁</div>
    </div>
  );
}
