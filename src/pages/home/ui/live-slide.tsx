// A living room in 直播推荐: its cover with 直播中 and the viewer count, the room name, the anchor
// and the match. Opens the room in a new tab.
import { Avatar } from "@mantine/core";
import { AnchorLevels } from "@/entities/anchor";
import type { LiveRoomItem } from "@/entities/live-room";
import { viewerCountText } from "@/entities/match";
import { ROUTES } from "@/shared/routes";
import classes from "./recommend-strip.module.css";

/** `inFirstView`: a slide shown without scrolling loads its cover at once (the first one is the page's largest image). */
export function LiveSlide({ room: item, inFirstView = false, first = false }: { room: LiveRoomItem; inFirstView?: boolean; first?: boolean }) {
  const { room, anchor, match } = item;
  return (
    <a className={classes.slide} href={ROUTES.liveRoom.href({ roomId: room.roomId })} target="_blank" rel="noopener noreferrer" data-testid="recommend-slide" data-kind="live">
      <span className={classes.cover}>
        {room.coverPicture ? <img src={room.coverPicture} alt="" loading={inFirstView ? "eager" : "lazy"} fetchPriority={first ? "high" : "auto"} /> : <span className={classes.coverFallback}>{match ? `${match.homeTeamName} vs ${match.awayTeamName}` : room.roomName}</span>}
        <span className={classes.liveBadge}>
          <span className={classes.liveDot} />
          直播中
        </span>
        <span className={classes.viewers} aria-label={`观看人数${room.viewCount}`}>
          {viewerCountText(room.viewCount)}人
        </span>
        <span className={classes.roomName}>{room.roomName}</span>
      </span>
      <span className={classes.info}>
        <Avatar src={anchor.anchorAvatar || null} alt="" size={32} radius="xl" />
        <span className={classes.infoText}>
          <span className={classes.nameLine}>
            <span className={classes.name}>{anchor.anchorName}</span>
            <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={anchor.predictionLevel} />
          </span>
          {match && (
            <span className={classes.matchLine}>
              {match.competitionShortName && <span className={classes.competition}>{match.competitionShortName}</span>}
              {match.homeTeamName} vs {match.awayTeamName}
            </span>
          )}
        </span>
      </span>
    </a>
  );
}
