// A match-up card of the bracket: both sides (logo, name linking to the team page, score or series
// wins, a shoot-out in brackets), the winner marked; an empty slot is a dashed 待定 card.
import dayjs from "dayjs";
import type { Sport } from "@/shared/config";
import type { BracketSide, MatchUp } from "../api/bracket-requests";
import { TeamLink } from "@/shared/ui/library-links";
import classes from "./bracket.module.css";

/** The (first) game's day, as the season's match rows show it. */
const dateText = (unixSeconds: number) => dayjs.unix(unixSeconds).format("MM-DD");

function SideLine({ side, won, sport }: { side: BracketSide; won: boolean | null; sport: Sport }) {
  const state = won === null ? undefined : won ? "won" : "lost";
  return (
    <div className={classes.side} data-result={state}>
      {side.logo ? <img src={side.logo} alt="" width={20} height={20} loading="lazy" /> : <span className={classes.noLogo} />}
      {side.teamId === null ? (
        <span className={classes.tbd}>{side.name}</span>
      ) : (
        <TeamLink id={side.teamId} sport={sport} className={classes.teamName} title={side.name}>
          {side.name}
        </TeamLink>
      )}
      <span className={classes.score}>
        {side.score ?? ""}
        {side.penalty !== null && <small className={classes.penalty}>({side.penalty})</small>}
      </span>
    </div>
  );
}

export function MatchUpCard({ up, sport }: { up: MatchUp | null; sport: Sport }) {
  if (!up) {
    return (
      <div className={`${classes.card} ${classes.empty}`} data-testid="bracket-matchup" aria-label="待定">
        <div className={classes.side}>
          <span className={classes.noLogo} />
          <span className={classes.tbd}>待定</span>
        </div>
        <div className={classes.side}>
          <span className={classes.noLogo} />
          <span className={classes.tbd}>待定</span>
        </div>
      </div>
    );
  }
  const decided = up.winnerTeamId !== null;
  const series = up.games.length > 0;
  return (
    <div className={classes.card} data-testid="bracket-matchup" aria-label={`${up.home.name} 对 ${up.away.name}`}>
      <SideLine side={up.home} won={decided ? up.winnerTeamId === up.home.teamId : null} sport={sport} />
      <SideLine side={up.away} won={decided ? up.winnerTeamId === up.away.teamId : null} sport={sport} />
      <div className={classes.meta}>
        {series ? `${up.games.length} 场 · ` : ""}
        {decided ? "已结束" : dateText(up.matchTime)}
      </div>
    </div>
  );
}
