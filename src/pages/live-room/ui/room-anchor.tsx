// The room's anchor card (docs/product-rules.md "Live room"): avatar (their homepage), name,
// anchor and prediction levels, the room's name and number, viewers, streak tags, 关注 (login
// needed, never oneself, toggled once the server says 0) and 私信 (login needed; the message page
// of the individual center in a new tab).
import { Avatar, Button } from "@mantine/core";
import { useUnit } from "effector-react";
import { AnchorLevels } from "@/entities/anchor";
import type { LiveRoomItem } from "@/entities/live-room";
import { viewerCountText } from "@/entities/match";
import { StreakTags } from "@/entities/prediction";
import { $isLoggedIn, $userInfo, loginRequested } from "@/entities/session";
import { FollowAnchorButton } from "@/features/follow";
import { openInNewTab } from "@/shared/lib/new-tab";
import { ROUTES } from "@/shared/routes";
import classes from "./live-room.module.css";

/** The individual center's page for private messages. */
const MESSAGE_TYPE = 6;

export function RoomAnchor({ item }: { item: LiveRoomItem }) {
  const { anchor, room } = item;
  const [loggedIn, user, askLogin] = useUnit([$isLoggedIn, $userInfo, loginRequested]);
  const own = user?.id === anchor.anchorCustomId;
  const message = () => (loggedIn ? openInNewTab(ROUTES.individualCenter.href({ type: MESSAGE_TYPE, customerId: anchor.anchorCustomId })) : askLogin());
  return (
    <section className={classes.anchorCard} data-testid="room-anchor" aria-label="主播">
      <a href={ROUTES.personalHomepage.href(anchor.anchorCustomId)} target="_blank" rel="noopener noreferrer" aria-label={`${anchor.anchorName}的主页`}>
        <Avatar src={anchor.anchorAvatar || null} alt="" size={56} radius="xl" className={classes.anchorAvatar}>
          {anchor.anchorName.slice(0, 1)}
        </Avatar>
      </a>
      <div className={classes.anchorText}>
        <div className={classes.anchorLine}>
          <span className={classes.anchorName}>{anchor.anchorName}</span>
          <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={anchor.predictionLevel} />
          <StreakTags source={anchor} />
        </div>
        <div className={classes.roomLine}>
          <span className={classes.roomName} title={room.roomName}>
            {room.roomName}
          </span>
          <span>房间号 {room.roomId}</span>
          <span aria-label={`观看人数 ${room.viewCount}`}>{viewerCountText(room.viewCount)} 人观看</span>
        </div>
      </div>
      {!own && (
        <div className={classes.anchorActions}>
          <FollowAnchorButton customerId={anchor.anchorCustomId} followStatus={item.followStatus} prepareId={item.prepareId || null} size="sm" />
          <Button size="sm" radius="xl" variant="default" onClick={message}>
            私信
          </Button>
        </div>
      )}
    </section>
  );
}
