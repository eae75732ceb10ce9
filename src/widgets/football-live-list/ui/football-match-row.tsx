// One football row. It subscribes to its own match, so a push re-renders this row only; the
// follow star is memoized on its props, so a score push does not re-render it either.
import { memo } from "react";
import dayjs from "dayjs";
import { FollowMatchStar } from "@/features/follow";
import {
  SPORT_TYPE,
  footballClockText,
  footballStatusText,
  showsHalfTimeScore,
  showsScore,
  useFootballMatch,
  type MatchTeam,
} from "@/entities/match";
import classes from "./match-list.module.css";

const GREY_COMPETITION = "#A7A7AE";

function TeamName({ team, red, yellow, align }: { team: MatchTeam; red: number; yellow: number; align: "home" | "away" }) {
  const cards = (
    <>
      {red > 0 && <span className={classes.redCard} aria-label={`红牌${red}`}>{red}</span>}
      {yellow > 0 && <span className={classes.yellowCard} aria-label={`黄牌${yellow}`}>{yellow}</span>}
    </>
  );
  return (
    <span className={align === "home" ? classes.home : classes.away} role="cell">
      {align === "home" && cards}
      {team.position && <span className={classes.position}>[{team.position}]</span>}
      <span className={classes.teamName}>{team.name}</span>
      {align === "away" && cards}
    </span>
  );
}

export const FootballMatchRow = memo(function FootballMatchRow({ matchId }: { matchId: number }) {
  const match = useFootballMatch(matchId);
  if (!match) return null;
  const { competition, homeScores: h, awayScores: a, statusId } = match;
  const clock = footballClockText(statusId, match.goingTime);
  const live = match.topupType === "going";
  const color = competition.color.toUpperCase() === GREY_COMPETITION ? "#4a4a52" : competition.color;

  return (
    <div className={classes.row} role="row" data-match-id={matchId} data-status={match.topupType}>
      <span className={classes.competition} role="cell" style={{ color }} title={competition.name}>
        {competition.shortName}
      </span>
      <span className={classes.time} role="cell">{dayjs.unix(match.matchTime).format("HH:mm")}</span>
      <span className={live ? classes.statusLive : classes.status} role="cell" data-testid="status">
        {clock || footballStatusText(statusId)}
      </span>
      <TeamName team={match.homeTeam} red={h[2] ?? 0} yellow={h[3] ?? 0} align="home" />
      <span className={live ? classes.scoreLive : classes.score} role="cell" data-testid="score">
        {showsScore(statusId) ? `${h[0] ?? 0} - ${a[0] ?? 0}` : "VS"}
      </span>
      <TeamName team={match.awayTeam} red={a[2] ?? 0} yellow={a[3] ?? 0} align="away" />
      <span className={classes.half} role="cell" data-testid="half">
        {showsHalfTimeScore(statusId) ? `${h[1] ?? 0} - ${a[1] ?? 0}` : "-"}
      </span>
      <span className={classes.follow} role="cell">
        <FollowMatchStar matchId={matchId} sportType={SPORT_TYPE.football} hasFollow={match.hasFollow} />
      </span>
    </div>
  );
});
