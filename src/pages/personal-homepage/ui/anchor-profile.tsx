// The anchor's profile: avatar (ringed red while living), nickname with the verified mark, levels,
// room number, fans, description, and the follow button (features/follow: login needed, never
// oneself — 无法关注自己的账号～ — and the state flips only after code 0).
import { Avatar, Button } from "@mantine/core";
import { AnchorLevels, type AnchorInfo } from "@/entities/anchor";
import { FollowAnchorButton } from "@/features/follow";
import { ROUTES } from "@/shared/routes";
import { fansText } from "../lib/fans-text";
import classes from "./anchor-homepage.module.css";

export function AnchorProfile({ anchor }: { anchor: AnchorInfo }) {
  const room = anchor.living?.room.roomId ?? anchor.identifier;
  return (
    <section className={classes.profile} aria-label="主播资料" data-testid="anchor-profile">
      <span className={anchor.livingStatus ? classes.avatarLive : classes.avatar}>
        <Avatar src={anchor.avatar || null} alt={anchor.nickname} size={96} radius="50%" />
        {anchor.livingStatus && <span className={classes.avatarBadge}>直播中</span>}
      </span>
      <div className={classes.profileBody}>
        <div className={classes.nameRow}>
          <h1 className={classes.nickname}>{anchor.nickname}</h1>
          <span className={classes.verified} title="看球认证主播">
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
              <path fill="currentColor" d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.3L12 2z" />
              <path fill="none" stroke="#0b1d33" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="M8 12.2l2.7 2.6L16 9.5" />
            </svg>
            认证主播
          </span>
          <AnchorLevels anchorLevel={anchor.anchorLevel} predictionLevel={anchor.predictionLevel} />
        </div>
        <div className={classes.facts}>
          {room !== null && <span>房间号 {room}</span>}
          <span data-testid="anchor-fans">
            粉丝 <b>{fansText(anchor.fansCount)}</b>
          </span>
        </div>
        <p className={classes.description}>{anchor.description || "这位主播还没有写简介～"}</p>
      </div>
      <div className={classes.profileActions}>
        {anchor.living && (
          <Button component="a" href={ROUTES.liveRoom.href({ roomId: anchor.living.room.roomId })} target="_blank" rel="noopener noreferrer" color="red" radius="xl">
            进入直播间
          </Button>
        )}
        <FollowAnchorButton customerId={anchor.customId} followStatus={anchor.followStatus} size="sm" />
      </div>
    </section>
  );
}
