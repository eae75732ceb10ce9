// A scheme's picks (docs/product-rules.md "Predictions"): each match (kick-off, competition, teams,
// the score once played), the pick with its odds, and its result (红/黑/走水/待开奖).
import dayjs from "dayjs";
import type { SchemePick } from "../api/scheme-schemas";
import { pickOddsText, pickText, RESULT_TEXT } from "../lib/pick-text";
import classes from "./scheme-card.module.css";

const NOT_STARTED = 1;

export function SchemePicks({ picks }: { picks: readonly SchemePick[] }) {
  return (
    <ul className={classes.picks} aria-label="预测场次">
      {picks.map((p) => {
        const { kind, choice } = pickText(p.pick);
        return (
          <li key={p.matchId} className={classes.pickRow} data-match={p.matchId}>
            <span className={classes.match}>
              <span className={classes.meta}>{`${dayjs.unix(p.matchTime).format("MM-DD HH:mm")} ${p.competitionName}`}</span>
              <span>
                {p.homeTeamName}
                <b className={classes.score}>{p.statusId === NOT_STARTED ? "vs" : `${p.homeScore} - ${p.awayScore}`}</b>
                {p.awayTeamName}
              </span>
            </span>
            <span className={classes.pick}>
              <span className={classes.kind}>{kind}</span>
              <span>{choice}</span>
              <span className={classes.odds}>{pickOddsText(p.pick.odds)}</span>
            </span>
            <span className={classes.result} data-result={p.result}>
              {RESULT_TEXT[p.result]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
