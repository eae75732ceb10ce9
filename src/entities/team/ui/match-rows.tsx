// Match rows of the team, player and history pages: time, competition-free teams (linking to
// their pages), the score or VS, the status and, from a team's side, 胜/平/负.
import type { ReactNode } from "react";
import type { Sport } from "@/shared/config";
import { matchDateTime, outcomeOf, phaseOf, PHASE_LABEL, type MatchLike } from "../lib/team-matches";
import { TeamLink } from "@/shared/ui/library-links";
import classes from "./match-rows.module.css";

export interface NamedMatch extends MatchLike {
  homeName: string;
  homeLogo: string;
  awayName: string;
  awayLogo: string;
}

const OUTCOME_CLASS = { 胜: classes.win, 平: classes.draw, 负: classes.loss } as const;

function Side({ sport, id, name, logo, away }: { sport: Sport; id: number; name: string; logo: string; away?: boolean }) {
  return (
    <TeamLink id={id} sport={sport} className={away ? classes.awaySide : classes.homeSide} title={name}>
      <img src={logo} alt="" width={22} height={22} className={classes.rowLogo} />
      <span className={classes.ellipsis}>{name}</span>
    </TeamLink>
  );
}

export function MatchRows<M extends NamedMatch>({
  sport,
  matches,
  teamId,
  extra,
  testId = "team-match",
  compact = false,
}: {
  sport: Sport;
  matches: readonly M[];
  /** Whose side 胜/平/负 is read from. */
  teamId?: number;
  /** A cell after the status (a player's line). */
  extra?: (match: M) => ReactNode;
  testId?: string;
  /** Narrow columns: the date as YY-MM-DD, no status. */
  compact?: boolean;
}) {
  return (
    <ul className={compact ? `${classes.rows} ${classes.compact}` : classes.rows}>
      {matches.map((m) => {
        const phase = phaseOf(sport, m.statusId);
        const outcome = teamId === undefined ? null : outcomeOf(sport, m, teamId);
        return (
          <li key={m.matchId} className={classes.row} data-testid={testId}>
            <span className={classes.time}>{compact ? matchDateTime(m.matchTime).slice(2, 10) : matchDateTime(m.matchTime)}</span>
            <Side sport={sport} id={m.homeTeamId} name={m.homeName} logo={m.homeLogo} />
            <span className={classes.score}>{phase === "upcoming" ? "VS" : `${m.homeScore} - ${m.awayScore}`}</span>
            <Side sport={sport} id={m.awayTeamId} name={m.awayName} logo={m.awayLogo} away />
            <span className={phase === "live" ? classes.live : classes.status}>{PHASE_LABEL[phase]}</span>
            {teamId !== undefined && <span className={`${classes.outcome} ${outcome ? OUTCOME_CLASS[outcome] : ""}`}>{outcome ?? ""}</span>}
            {extra && <span className={classes.extra}>{extra(m)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
