// One anchor in the live popup: avatar with level (pulsing while live), nickname, prediction
// level, streak tags, and 直播 (the room) or 预告 (the anchor's page), each in a new tab.
import { Avatar, Button } from "@mantine/core";
import type { LiveRow } from "@/entities/live-room";
import { StreakTags } from "@/entities/prediction";
import { ROUTES } from "@/shared/routes";
import classes from "./live-popup.module.css";

export function LivePopupRow({ row, living }: { row: LiveRow; living: boolean }) {
  return (
    <li className={classes.row} data-living={living || undefined}>
      <span className={living ? classes.avatarLive : classes.avatar} data-testid="anchor-avatar">
        <Avatar src={row.avatar || null} alt={row.nickname} size={34} radius="xl" />
        <span className={classes.level} aria-label={`主播等级${row.anchorLevel}`}>
          Lv.{row.anchorLevel}
        </span>
      </span>
      <span className={classes.info}>
        <span className={classes.nameLine}>
          <span className={classes.nickname}>{row.nickname}</span>
          {row.predictionLevel > 0 && <span className={classes.prediction}>预测Lv.{row.predictionLevel}</span>}
        </span>
        <StreakTags source={row} />
      </span>
      {living ? (
        <Button component="a" href={ROUTES.liveRoom.href({ roomId: row.identifier })} target="_blank" rel="noopener noreferrer" size="compact-xs" color="red">
          直播
        </Button>
      ) : (
        <Button component="a" href={ROUTES.personalHomepage.href(row.customId)} target="_blank" rel="noopener noreferrer" size="compact-xs" variant="outline">
          预告
        </Button>
      )}
    </li>
  );
}
