// The player's match header: competition and status, both teams with their logos, the score (a
// countdown before kick-off inside the last 24 h, VS otherwise), football's half-time score and
// stats. Pushed scores and clock replace the room's snapshot while the sport's list holds the match.
import { Avatar } from "@mantine/core";
import type { LiveRoomMatch } from "@/entities/live-room";
import { snapshotGroup, snapshotHalfTime, snapshotScore, snapshotStatusText, useLiveSnapshot } from "@/entities/match";
import { countdownText } from "../lib/countdown";
import { useSecondsUntil } from "../model/use-seconds-until";
import { MatchStats } from "./match-stats";
import classes from "./live-player.module.css";

function Team({ name, logo, side }: { name: string; logo: string; side: "home" | "away" }) {
  return (
    <span className={classes.team} data-side={side}>
      <Avatar src={logo || null} alt="" size={36} radius="xl" className={classes.teamLogo}>
        {name.slice(0, 1)}
      </Avatar>
      <span className={classes.teamName} title={name}>
        {name}
      </span>
    </span>
  );
}

export function MatchHeader({ match: snapshot }: { match: LiveRoomMatch }) {
  const match = useLiveSnapshot(snapshot) ?? snapshot;
  const group = snapshotGroup(match);
  const secondsLeft = useSecondsUntil(match.matchTime, group === "no_start");
  const countdown = group === "no_start" ? countdownText(secondsLeft) : null;
  const score = snapshotScore(match);
  const halfTime = snapshotHalfTime(match);
  const football = match.sportType !== 2;
  return (
    <div className={classes.header} data-testid="player-match">
      <div className={classes.headerLine}>
        {match.competitionShortName && <span className={classes.competition}>{match.competitionShortName}</span>}
        <span className={classes.status} data-live={group === "going" || undefined}>
          {snapshotStatusText(match)}
        </span>
      </div>
      <div className={classes.scoreLine}>
        <Team name={match.homeTeamName} logo={match.homeTeamLogo} side="home" />
        <span className={classes.centre}>
          {score ? (
            <span className={classes.score} aria-label={`比分 ${score[0]}比${score[1]}`}>
              {score[0]}
              <span className={classes.scoreDash}>-</span>
              {score[1]}
            </span>
          ) : countdown ? (
            <span className={classes.countdown} aria-label={`距开赛 ${countdown}`}>
              <span className={classes.countdownLabel}>距开赛</span>
              {countdown}
            </span>
          ) : (
            <span className={classes.versus}>VS</span>
          )}
          {halfTime && (
            <span className={classes.halfTime}>
              半场 {halfTime[0]}-{halfTime[1]}
            </span>
          )}
        </span>
        <Team name={match.awayTeamName} logo={match.awayTeamLogo} side="away" />
      </div>
      {football && group !== "no_start" && <MatchStats matchId={match.matchId} inPlay={group === "going"} />}
    </div>
  );
}
