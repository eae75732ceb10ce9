// The bracket's columns: a round each with its slots (1/4 → 4, 1/8 or first round → 8, semifinal 2,
// final 1), pairs of match-ups joined by lines to the one they feed.
import type { Sport } from "@/shared/config";
import type { BracketRound } from "../api/bracket-requests";
import { slottedMatchUps } from "../lib/bracket-slots";
import { MatchUpCard } from "./bracket-match-up";
import classes from "./bracket.module.css";

/** Winners of `round` play `next`: lines join them (not in a play-in). */
const feedsNext = (round: BracketRound, next: BracketRound) => round.roundType !== "playIn" && next.roundType !== "playIn";

export function Rounds({ rounds, sport }: { rounds: BracketRound[]; sport: Sport }) {
  return (
    <div className={classes.rounds} role="list" aria-label="对阵图">
      {rounds.map((round, r) => {
        const slots = slottedMatchUps(round);
        // Slots in pairs: each pair's lines meet at the match-up it feeds in the next round.
        // A play-in is no bracket (its second game is a loser against a winner): no lines there.
        const feeds = r < rounds.length - 1 && feedsNext(round, rounds[r + 1]!);
        const fed = r > 0 && feedsNext(rounds[r - 1]!, round);
        const pairs = feeds && slots.length > 1 ? Array.from({ length: Math.ceil(slots.length / 2) }, (_, i) => slots.slice(i * 2, i * 2 + 2)) : slots.map((s) => [s]);
        return (
          <section key={round.nameZh} className={classes.round} role="listitem" aria-label={round.nameZh} data-testid="bracket-round">
            <h3 className={classes.roundName}>{round.nameZh}</h3>
            <div className={classes.roundBody}>
              {pairs.map((pair, p) => (
                <div key={p} className={pair.length === 2 ? classes.pair : classes.single} data-feeds={feeds || undefined} data-fed={fed || undefined}>
                  {pair.map((up, i) => (
                    <div key={up?.number ?? `empty-${p}-${i}`} className={classes.slot}>
                      <MatchUpCard up={up} sport={sport} />
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
