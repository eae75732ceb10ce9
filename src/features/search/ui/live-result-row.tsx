// A living room found by the query: cover with 直播中, room name, the match, the anchor (avatar,
// name, levels) and prediction tags (hit rate where given); opens the room in a new tab.
import { Avatar } from "@mantine/core";
import { StreakTags } from "@/entities/prediction";
import { ROUTES } from "@/shared/routes";
import type { LiveSearchItem } from "../api/search-items";
import { SEARCH_TEXTS } from "../config/search-texts";
import classes from "./search.module.css";

export function LiveResultRow({ item }: { item: LiveSearchItem }) {
  const { room, anchor, match } = item;
  const teams = match.homeTeamName && match.awayTeamName ? `${match.homeTeamName} vs ${match.awayTeamName}` : "";
  return (
    <a className={classes.row} href={ROUTES.liveRoom.href({ roomId: room.roomId })} target="_blank" rel="noopener noreferrer" data-testid="live-result">
      <span className={classes.cover}>
        {room.coverPicture ? <img src={room.coverPicture} alt="" loading="lazy" /> : null}
        <span className={classes.coverBadge}>{SEARCH_TEXTS.living}</span>
      </span>
      <span className={classes.info}>
        <span className={classes.name} data-testid="live-result-name">
          {room.roomName || `${anchor.anchorName}的直播间`}
        </span>
        {teams && <span className={classes.teams}>{teams}</span>}
        <span className={classes.nameLine}>
          <Avatar src={anchor.anchorAvatar || null} alt="" size={18} radius="xl" />
          <span className={classes.anchorName}>{anchor.anchorName}</span>
          <span className={classes.level}>Lv.{anchor.anchorLevel}</span>
          {anchor.predictionLevel > 0 && <span className={classes.prediction}>预测Lv.{anchor.predictionLevel}</span>}
        </span>
        <StreakTags source={anchor} />
      </span>
    </a>
  );
}
