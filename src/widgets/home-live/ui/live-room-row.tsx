// One room in the home list: the anchor (avatar, name, follow or message), the match (competition
// short name, clock, teams and score). Clicking it plays it in the player.
import { memo, type KeyboardEvent } from "react";
import { Avatar } from "@mantine/core";
import type { LiveRoomItem } from "@/entities/live-room";
import { snapshotGroup, snapshotScore, snapshotStatusText, useLiveSnapshot } from "@/entities/match";
import { FollowOrMessageButton } from "@/features/follow";
import classes from "./home-live.module.css";

function MatchLines({ item }: { item: LiveRoomItem }) {
  const match = useLiveSnapshot(item.match ?? null);
  if (!match) return <div className={classes.rowRoomName}>{item.room.roomName}</div>;
  const score = snapshotScore(match);
  const live = snapshotGroup(match) === "going";
  return (
    <>
      <div className={classes.rowMeta}>
        {match.competitionShortName && <span className={classes.rowCompetition}>{match.competitionShortName}</span>}
        <span className={classes.rowClock} data-live={live || undefined}>
          {snapshotStatusText(match)}
        </span>
      </div>
      <div className={classes.rowTeams}>
        <span className={classes.rowTeam} title={match.homeTeamName}>
          {match.homeTeamName}
        </span>
        <span className={classes.rowScore}>{score ? `${score[0]} - ${score[1]}` : "VS"}</span>
        <span className={classes.rowTeam} data-side="away" title={match.awayTeamName}>
          {match.awayTeamName}
        </span>
      </div>
    </>
  );
}

export const LiveRoomRow = memo(function LiveRoomRow({ item, selected, onSelect }: { item: LiveRoomItem; selected: boolean; onSelect: (roomId: number) => void }) {
  const { anchor, room } = item;
  const select = () => onSelect(room.roomId);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    select();
  };
  return (
    <li
      className={classes.row}
      data-selected={selected || undefined}
      data-testid="live-room-row"
      data-room-id={room.roomId}
      tabIndex={0}
      aria-current={selected || undefined}
      aria-label={`${anchor.anchorName}的直播间`}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      <div className={classes.rowAnchor}>
        <Avatar src={anchor.anchorAvatar || null} alt="" size={36} radius="xl" className={classes.rowAvatar}>
          {anchor.anchorName.slice(0, 1)}
        </Avatar>
        <span className={classes.rowName}>{anchor.anchorName}</span>
        {selected && (
          <span className={classes.playing} role="img" aria-label="正在播放">
            <i />
            <i />
            <i />
          </span>
        )}
        <span className={classes.rowFollow}>
          <FollowOrMessageButton customerId={anchor.anchorCustomId} followStatus={item.followStatus} prepareId={item.prepareId || null} />
        </span>
      </div>
      <MatchLines item={item} />
    </li>
  );
});
