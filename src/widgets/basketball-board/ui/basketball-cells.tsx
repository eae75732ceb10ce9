// The cells of a basketball row (docs/product-rules.md "Match lists", basketball): two lines,
// home over away, in every per-team column. Each is a TanStack column's cell and reads its row's
// match from the row's context.
import type { ReactNode } from "react";
import { CompetitionLabel } from "@/entities/competition";
import {
  basketballClockText,
  basketballHalfTotals,
  basketballOvertimeScore,
  basketballPeriodScores,
  basketballScoreDifference,
  basketballScoreSum,
  basketballShowsScore,
  basketballStatusText,
  basketballTotal,
  KickoffTime,
  type MatchTeam,
} from "@/entities/match";
import { LiveCell } from "@/features/enter-room";
import { FollowMatchStar } from "@/features/follow";
import { CompetitionWithPin, PinButton } from "@/features/pin-match";
import { sportTypeOf } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import { useBasketballRow, useShowRanking } from "./basketball-row";
import classes from "./basketball-cells.module.css";

const BASKETBALL = sportTypeOf("basketball");

/** Home over away; `label` names the pair for a screen reader ("全场 65 比 62"). */
function Lines({ home, away, label, className }: { home: ReactNode; away: ReactNode; label?: string; className?: string }) {
  return (
    <span className={className ? `${classes.lines} ${className}` : classes.lines} aria-label={label}>
      <span>{home}</span>
      <span>{away}</span>
    </span>
  );
}

const orDash = (value: number | null | undefined) => (value === null || value === undefined ? "-" : value);

export function CompetitionCell() {
  const { match, pinned, phone } = useBasketballRow();
  if (!phone) return <CompetitionLabel competition={match.competition} />;
  // A phone leaves out the actions column: the pin comes under the competition.
  return <CompetitionWithPin competition={match.competition} matchId={match.matchId} pinned={pinned} />;
}

export function TimeCell() {
  const { match, phone } = useBasketballRow();
  // A phone leaves out the actions column: the follow star comes under the time instead.
  return phone ? <KickoffTime match={match} below={<FollowMatchStar matchId={match.matchId} sportType={BASKETBALL} hasFollow={match.hasFollow} />} /> : <KickoffTime match={match} />;
}

export function StatusCell() {
  const { match } = useBasketballRow();
  const clock = basketballClockText(match.statusId, match.ncaa, match.goingTime);
  return (
    <span className={match.topupType === "going" ? classes.statusLive : classes.status} data-testid="status">
      <span>{basketballStatusText(match.statusId, match.ncaa)}</span>
      {clock && <span className={classes.clock}>{clock}</span>}
    </span>
  );
}

function TeamName({ team, scored }: { team: MatchTeam; scored: boolean }) {
  const showRanking = useShowRanking();
  return (
    <span className={classes.team}>
      <span className={scored ? `${classes.teamName} ${classes.teamScored}` : classes.teamName} title={team.name}>
        {team.name}
      </span>
      {showRanking && team.position && <span className={classes.position}>[{team.position}]</span>}
    </span>
  );
}

export function TeamsCell() {
  const { match, highlight } = useBasketballRow();
  return (
    <Lines
      home={<TeamName team={match.homeTeam} scored={highlight.scoringSide === "home"} />}
      away={<TeamName team={match.awayTeam} scored={highlight.scoringSide === "away"} />}
    />
  );
}

/** Four quarter slots, or two halves spanning two slots each (ncaa 1); empty before tip-off. */
export function PeriodsCell() {
  const { match } = useBasketballRow();
  if (!basketballShowsScore(match.statusId)) return null;
  const { home, away } = basketballPeriodScores(match);
  const slot = home.length === 2 ? classes.half : undefined;
  return (
    <span className={classes.periods} data-testid="periods">
      {home.map((value, index) => (
        <span key={`h${index}`} className={slot}>
          {orDash(value)}
        </span>
      ))}
      {away.map((value, index) => (
        <span key={`a${index}`} className={slot}>
          {orDash(value)}
        </span>
      ))}
    </span>
  );
}

export function OvertimeCell() {
  const overtime = basketballOvertimeScore(useBasketballRow().match);
  return overtime ? <Lines home={overtime.home} away={overtime.away} className={classes.muted} label={`加时 ${overtime.home} 比 ${overtime.away}`} /> : null;
}

/** 上下: each team's first and second half. */
export function HalvesCell() {
  const { match } = useBasketballRow();
  if (!basketballShowsScore(match.statusId)) return null;
  const { home, away } = basketballHalfTotals(match);
  return <Lines home={`${orDash(home[0])}/${orDash(home[1])}`} away={`${orDash(away[0])}/${orDash(away[1])}`} className={classes.muted} />;
}

/** 全场: the game's score, home over away (the first two numbers of its text, for tests and the bench). */
export function TotalCell() {
  const { match, highlight } = useBasketballRow();
  if (!basketballShowsScore(match.statusId)) {
    return (
      <span className={classes.muted} data-testid="score">
        VS
      </span>
    );
  }
  const home = basketballTotal(match.homeScores);
  const away = basketballTotal(match.awayScores);
  // The same elements with or without the highlight: it comes and goes as a class, not as a node.
  const mark = (side: "home" | "away", value: number) => <span className={highlight.scoringSide === side ? classes.scored : classes.unscored}>{value}</span>;
  return (
    <span className={match.topupType === "going" ? classes.totalLive : classes.total} data-testid="score" data-flash={highlight.scoringSide ? true : undefined}>
      <span className={classes.lines}>
        {mark("home", home)}
        <span className={classes.srOnly}> - </span>
        {mark("away", away)}
      </span>
    </span>
  );
}

export function DifferenceCell() {
  const { match } = useBasketballRow();
  return <span className={classes.muted}>{basketballShowsScore(match.statusId) ? Math.abs(basketballScoreDifference(match)) : "-"}</span>;
}

export function SumCell() {
  const { match } = useBasketballRow();
  return <span className={classes.muted}>{basketballShowsScore(match.statusId) ? basketballScoreSum(match) : "-"}</span>;
}

export function LiveColumnCell() {
  const { match } = useBasketballRow();
  return <LiveCell matchId={match.matchId} sport="basketball" living={match.living} preview={match.preview} peopleNum={match.peopleNum} />;
}

export function ActionsCell() {
  const { match, pinned } = useBasketballRow();
  return (
    <span className={classes.actions}>
      <FollowMatchStar matchId={match.matchId} sportType={BASKETBALL} hasFollow={match.hasFollow} />
      <PinButton matchId={match.matchId} pinned={pinned} />
      <a className={classes.link} href={ROUTES.teamHistory.href(match.matchId)} target="_blank" rel="noopener" aria-label="数据">
        数据
      </a>
      <a className={classes.link} href={ROUTES.liveRoom.href({ matchId: match.matchId, sport: "basketball" })} target="_blank" rel="noopener" aria-label="直播">
        直播
      </a>
    </span>
  );
}
