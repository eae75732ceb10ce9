// The anchor over the player's lower left: avatar, name, anchor level and prediction grade, the
// room's name, the forecast tags, and follow (关注) or message (私信); the room number and viewer
// count sit at the lower right.
import { Avatar } from "@mantine/core";
import { AnchorLevels } from "@/entities/anchor";
import type { LiveRoomItem } from "@/entities/live-room";
import { viewerCountText } from "@/entities/match";
import { StreakTags } from "@/entities/prediction";
import { FollowOrMessageButton } from "@/features/follow";
import { ROUTES } from "@/shared/routes";
import { EyeIcon } from "./player-icons";
import classes from "./live-player.module.css";

export function AnchorCard({ item }: { item: LiveRoomItem }) {
  const { anchor, room } = item;
  return (
    <div className={classes.anchorCard} data-testid="player-anchor">
      <a href={ROUTES.personalHomepage.href(anchor.anchorCustomId)} target="_blank" rel="noopener noreferrer" className={classes.anchorAvatar} aria-label={`${anchor.anchorName}的主页`}>
        <Avatar src={anchor.anchorAvatar || null} alt="" size={46} radius="xl">
          {anchor.anchorName.slice(0, 1)}
        </Avatar>
      </a>
      <div className={classes.anchorText}>
        <div className={classes.anchorLine}>
          <span className={classes.anchorName}>{anchor.anchorName}</span>
          <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={anchor.predictionLevel} />
          <FollowOrMessageButton customerId={anchor.anchorCustomId} followStatus={item.followStatus} prepareId={item.prepareId || null} />
        </div>
        <div className={classes.roomName} title={room.roomName}>
          {room.roomName}
        </div>
        <StreakTags source={anchor} />
      </div>
    </div>
  );
}

export function RoomFacts({ item }: { item: LiveRoomItem }) {
  return (
    <div className={classes.roomFacts}>
      <span>房间号 {item.room.roomId}</span>
      <span className={classes.viewers} aria-label={`观看人数 ${item.room.viewCount}`}>
        <EyeIcon />
        {viewerCountText(item.room.viewCount)}
      </span>
    </div>
  );
}
