// One focus match: competition, clock or kick-off, both teams with logos and the score, and its
// live rooms. The card opens the match's centre; 直播 opens the first living room (each in a new
// tab). Subscribes to its own match, so a score push re-renders this card only.
import { memo, type CSSProperties } from "react";
import { Avatar } from "@mantine/core";
import { useStoreMap } from "effector-react";
import {
  basketballClockText,
  basketballStatusText,
  basketballShowsScore,
  basketballTotal,
  footballClockCapped,
  footballStatusText,
  showsScore,
  type Match,
  type MatchTeam,
  type SportLists,
} from "@/entities/match";
import { kickoffClock } from "@/shared/lib/clock-time";
import { ROUTES } from "@/shared/routes";
import classes from "./focus-matches.module.css";

function statusOf(match: Match): { text: string; tone: "live" | "upcoming" | "done" } {
  if (match.topupType === "going") {
    const clock = match.sport === "football" ? footballClockCapped(match.statusId, match.goingTime) : basketballClockText(match.statusId, match.ncaa, match.goingTime);
    return { text: clock || "进行中", tone: "live" };
  }
  if (match.topupType === "no_start") return { text: "未开始", tone: "upcoming" };
  const text = match.sport === "football" ? footballStatusText(match.statusId) : basketballStatusText(match.statusId, match.ncaa);
  return { text: text || "完", tone: "done" };
}

function scoresOf(match: Match): [home: number, away: number] | null {
  if (match.sport === "football") return showsScore(match.statusId) ? [match.homeScores[0] ?? 0, match.awayScores[0] ?? 0] : null;
  return basketballShowsScore(match.statusId) ? [basketballTotal(match.homeScores), basketballTotal(match.awayScores)] : null;
}

function TeamLine({ team, score, leading }: { team: MatchTeam; score: number | null; leading: boolean }) {
  return (
    <span className={classes.teamLine}>
      <Avatar src={team.logo || null} alt="" size={26} radius="xl" className={classes.logo}>
        {team.name.slice(0, 1)}
      </Avatar>
      <span className={classes.teamName} title={team.name}>
        {team.name}
      </span>
      <span className={classes.score} data-leading={leading || undefined}>
        {score ?? ""}
      </span>
    </span>
  );
}

/** Memoized: the cards list re-renders when the day list loads, and a card changes only with its match. */
export const FocusMatchCard = memo(function FocusMatchCard({ lists, matchId }: { lists: SportLists; matchId: number }) {
  const match = useStoreMap({ store: lists.today.$matches, keys: [matchId], fn: (matches, [id]) => matches.get(id) ?? null });
  if (!match) return null;
  const status = statusOf(match);
  const scores = scoresOf(match);
  const living = match.living.length;
  const centre = ROUTES.liveRoom.href({ matchId: match.matchId, sport: match.sport });
  return (
    <article className={classes.card} data-testid="focus-match" data-match-status={status.tone} aria-label={`${match.homeTeam.name} 对 ${match.awayTeam.name}`}>
      <a className={classes.cardLink} href={centre} target="_blank" rel="noopener noreferrer">
        <span className={classes.cardHead}>
          <span className={classes.competition}>
            <span className={classes.competitionMark} style={{ "--competition-color": match.competition.color || undefined } as CSSProperties} aria-hidden />
            <span className={classes.competitionName}>{match.competition.shortName || match.competition.name}</span>
          </span>
          <span className={classes.time}>{kickoffClock(match.matchTime)}</span>
          <span className={classes.status} data-tone={status.tone}>
            {status.tone === "live" && <span className={classes.liveDot} />}
            {status.text}
          </span>
        </span>
        <TeamLine team={match.homeTeam} score={scores?.[0] ?? null} leading={!!scores && scores[0] > scores[1]} />
        <TeamLine team={match.awayTeam} score={scores?.[1] ?? null} leading={!!scores && scores[1] > scores[0]} />
      </a>
      <span className={classes.cardFoot}>
        {living > 0 ? (
          <a className={classes.liveLink} href={ROUTES.liveRoom.href({ roomId: match.living[0]!.roomId })} target="_blank" rel="noopener noreferrer">
            <span className={classes.liveDot} />
            {living}个主播直播中
          </a>
        ) : (
          <span className={classes.noLive}>{match.preview.length > 0 ? `${match.preview.length}个主播预告` : "暂无直播"}</span>
        )}
        <a className={classes.detailLink} href={centre} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden>
          赛况 ›
        </a>
      </span>
    </article>
  );
});
