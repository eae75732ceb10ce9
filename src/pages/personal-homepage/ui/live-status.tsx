// The anchor's live status: while living, the room card (cover, room name, the match and its
// score, viewers) opening the room; otherwise a quiet 未开播 note pointing at the previews.
import { Button } from "@mantine/core";
import type { AnchorInfo } from "@/entities/anchor";
import type { LiveRoomItem } from "@/entities/live-room";
import { basketballTotal, viewerCountText } from "@/entities/match";
import { ROUTES } from "@/shared/routes";
import classes from "./anchor-homepage.module.css";

/** The room's score: football's total is index 0, basketball's the sum of its periods. */
function scoreText(match: NonNullable<LiveRoomItem["match"]>): string {
  if (match.status === "no_start") return " vs ";
  const total = (scores: number[]) => (match.sportType === 2 ? basketballTotal(scores) : (scores[0] ?? 0));
  return ` ${total(match.homeScores)} : ${total(match.awayScores)} `;
}

export function LiveStatus({ anchor }: { anchor: AnchorInfo }) {
  const living = anchor.living;
  return (
    <section className={classes.panel} aria-labelledby="anchor-live" data-testid="anchor-live">
      <h2 id="anchor-live" className={classes.panelTitle}>
        直播状态
        <span className={living ? classes.statusOn : classes.statusOff}>{living ? "直播中" : "未开播"}</span>
      </h2>
      {living ? (
        <a className={classes.roomCard} href={ROUTES.liveRoom.href({ roomId: living.room.roomId })} target="_blank" rel="noopener noreferrer">
          <span className={classes.roomCover}>
            {living.room.coverPicture ? <img src={living.room.coverPicture} alt="" /> : null}
            <span className={classes.roomViewers}>{viewerCountText(living.room.viewCount)}人观看</span>
          </span>
          <span className={classes.roomInfo}>
            <span className={classes.roomName}>{living.room.roomName}</span>
            {living.match && (
              <span className={classes.roomMatch}>
                {living.match.competitionShortName && <span className={classes.roomCompetition}>{living.match.competitionShortName}</span>}
                <span>
                  {living.match.homeTeamName}
                  <b className={classes.roomScore}>{scoreText(living.match)}</b>
                  {living.match.awayTeamName}
                </span>
              </span>
            )}
            <span className={classes.roomEnter}>进入直播间 ›</span>
          </span>
        </a>
      ) : (
        <div className={classes.offline}>
          <p>主播当前未开播，可以预约下方的直播预告，开播时提醒你。</p>
          {anchor.identifier !== null && (
            <Button component="a" href={ROUTES.liveRoom.href({ roomId: anchor.identifier })} target="_blank" rel="noopener noreferrer" variant="default" size="xs" radius="xl">
              去直播间看看
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
