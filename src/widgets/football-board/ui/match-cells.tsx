// The cells of a football row (docs/product-rules.md "Match lists", row content). Each is a
// TanStack column's cell and reads its row's match from the row's context.
import { footballClockText, footballStatusText, KickoffTime, showsHalfTimeScore, showsScore, type MatchTeam } from "@/entities/match";
import { CompetitionLabel } from "@/entities/competition";
import { LiveCell } from "@/features/enter-room";
import { FollowMatchStar } from "@/features/follow";
import { CompetitionWithPin, PinButton } from "@/features/pin-match";
import { sportTypeOf } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import { useFootballRow, useGridDisplay } from "./display-context";
import { MatchHoverCard } from "./match-hover-card";
import { useKickoffText } from "./use-kickoff-text";
import classes from "./football-cells.module.css";

const pair = (home: number | undefined, away: number | undefined) => `${home ?? 0} - ${away ?? 0}`;

export function CompetitionCell() {
  const { match, pinned, phone } = useFootballRow();
  if (!phone) return <CompetitionLabel competition={match.competition} />;
  // A phone leaves out the actions column: the pin comes under the competition.
  return <CompetitionWithPin competition={match.competition} matchId={match.matchId} pinned={pinned} />;
}

export function TimeCell() {
  const { match, phone } = useFootballRow();
  // A phone leaves out the actions column: the follow star comes under the time instead.
  return phone ? <KickoffTime match={match} below={<FollowMatchStar matchId={match.matchId} sportType={sportTypeOf("football")} hasFollow={match.hasFollow} />} /> : <KickoffTime match={match} />;
}

function KickoffStatus({ matchTime }: { matchTime: number }) {
  return <span className={classes.status}>{useKickoffText(matchTime)}</span>;
}

export function StatusCell() {
  const { match } = useFootballRow();
  if (match.statusId === 1) return <KickoffStatus matchTime={match.matchTime} />;
  const clock = footballClockText(match.statusId, match.goingTime);
  const going = match.topupType === "going";
  return (
    <span className={going ? classes.statusLive : classes.status} data-testid="status">
      {clock || footballStatusText(match.statusId)}
    </span>
  );
}

function Cards({ red, yellow, redFlash }: { red: number; yellow: number; redFlash: boolean }) {
  return (
    <>
      {red > 0 && (
        <span className={redFlash ? `${classes.redCard} ${classes.redCardFlash}` : classes.redCard} aria-label={`红牌${red}`}>
          {red}
        </span>
      )}
      {yellow > 0 && (
        <span className={classes.yellowCard} aria-label={`黄牌${yellow}`}>
          {yellow}
        </span>
      )}
    </>
  );
}

function TeamCell({ side }: { side: "home" | "away" }) {
  const { match, highlight } = useFootballRow();
  const { showRanking, showCards } = useGridDisplay();
  const team: MatchTeam = side === "home" ? match.homeTeam : match.awayTeam;
  const scores = side === "home" ? match.homeScores : match.awayScores;
  const cards = showCards && <Cards red={scores[2] ?? 0} yellow={scores[3] ?? 0} redFlash={highlight.redCardSide === side} />;
  const position = showRanking && team.position && <span className={classes.position}>[{team.position}]</span>;
  const scored = highlight.scoringSide === side;
  return (
    <span className={side === "home" ? classes.home : classes.away} data-scored={scored || undefined}>
      {side === "home" && cards}
      {side === "home" && position}
      <MatchHoverCard match={match}>
        <span className={scored ? `${classes.teamName} ${classes.teamScored}` : classes.teamName}>
          {team.name}
        </span>
      </MatchHoverCard>
      {side === "away" && position}
      {side === "away" && cards}
    </span>
  );
}

export const HomeTeamCell = () => <TeamCell side="home" />;
export const AwayTeamCell = () => <TeamCell side="away" />;

export function ScoreCell() {
  const { match, highlight } = useFootballRow();
  const going = match.topupType === "going";
  const className = [going ? classes.scoreLive : classes.score, highlight.scoreFlash && classes.scoreFlash].filter(Boolean).join(" ");
  const score = showsScore(match.statusId) ? pair(match.homeScores[0], match.awayScores[0]) : "VS";
  return (
    <span className={classes.scoreWrap}>
      {/* data-score: the flash's copy of the score (football-cells.module.css) */}
      <span className={className} data-testid="score" data-flash={highlight.scoreFlash || undefined} data-score={highlight.scoreFlash ? score : undefined}>
        {score}
      </span>
      {highlight.varReview && (
        <span className={classes.var} title="VAR 审核中">
          VAR
        </span>
      )}
    </span>
  );
}

export function HalfScoreCell() {
  const { match } = useFootballRow();
  return (
    <span className={classes.muted} data-testid="half">
      {showsHalfTimeScore(match.statusId) ? pair(match.homeScores[1], match.awayScores[1]) : "-"}
    </span>
  );
}

export function CornersCell() {
  const { match } = useFootballRow();
  return (
    <span className={classes.muted} data-testid="corners">
      {showsScore(match.statusId) ? pair(match.homeScores[4], match.awayScores[4]) : "-"}
    </span>
  );
}

export function LiveColumnCell() {
  const { match } = useFootballRow();
  return <LiveCell matchId={match.matchId} sport="football" living={match.living} preview={match.preview} peopleNum={match.peopleNum} />;
}

export function ActionsCell() {
  const { match, pinned } = useFootballRow();
  const detail = ROUTES.liveRoom.href({ matchId: match.matchId, sport: "football" });
  return (
    <span className={classes.actions}>
      <FollowMatchStar matchId={match.matchId} sportType={sportTypeOf("football")} hasFollow={match.hasFollow} />
      <PinButton matchId={match.matchId} pinned={pinned} />
      {match.hasLineup !== 0 && (
        <a className={classes.link} href={detail} target="_blank" rel="noopener" aria-label="阵容">
          阵容
        </a>
      )}
      <a className={classes.link} href={detail} target="_blank" rel="noopener" aria-label="数据">
        数据
      </a>
    </span>
  );
}
