// The competition page's 对阵 tab (docs/product-rules.md "Data library"): the season's knockout
// drawn as a bracket — a column per round, each round with its slots (1/4 → 4, 1/8 or first round
// → 8, semifinal 2, final 1), lines joining each pair to the match-up it feeds, the third-place
// match apart; a stage picker when the season has several (basketball: play-in, playoffs).
import { useState } from "react";
import { Button, Center, Loader, SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { bracketQuery, type BracketRound, type BracketSide, type MatchUp } from "../api/bracket-requests";
import type { CompetitionInfo, SeasonRef } from "../api/library-requests";
import { slottedMatchUps } from "../lib/bracket-slots";
import { sortStages, stageName } from "../lib/stage-order";
import { TeamLink } from "./sport-links";
import pageClasses from "./competition-page.module.css";
import classes from "./bracket.module.css";

const dateText = (unixSeconds: number) => {
  const d = new Date(unixSeconds * 1000);
  return `${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

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

function MatchUpCard({ up, sport }: { up: MatchUp | null; sport: Sport }) {
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

/** Winners of `round` play `next`: lines join them (not in a play-in). */
const feedsNext = (round: BracketRound, next: BracketRound) => round.roundType !== "playIn" && next.roundType !== "playIn";

function Rounds({ rounds, sport }: { rounds: BracketRound[]; sport: Sport }) {
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

export function BracketTab({ sport, season }: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  const bracket = useQuery(bracketQuery(sport, season));
  const [picked, setPicked] = useState<string | null>(null);
  if (bracket.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="对阵加载中" />
      </Center>
    );
  }
  if (bracket.isError) {
    return (
      <Center py={60} style={{ flexDirection: "column", gap: 12 }}>
        <p className={pageClasses.coming} style={{ padding: 0 }}>
          {bracket.error.message || "对阵加载失败"}
        </p>
        <Button variant="light" onClick={() => void bracket.refetch()}>
          重试
        </Button>
      </Center>
    );
  }
  const stages = sortStages(sport, bracket.data).filter((s) => s.groups.some((g) => g.rounds.length > 0));
  if (stages.length === 0) return <p className={pageClasses.coming}>暂无对阵</p>;
  // The last stage (the playoffs) unless one was picked.
  const stage = stages.find((s) => String(s.stageId) === picked) ?? stages[stages.length - 1]!;
  return (
    <div className={classes.bracket} data-testid="bracket">
      {stages.length > 1 && (
        <SegmentedControl
          aria-label="选择阶段"
          value={String(stage.stageId)}
          onChange={setPicked}
          data={stages.map((s) => ({ value: String(s.stageId), label: stageName(sport, s) }))}
          mb="md"
        />
      )}
      <div className={classes.scroller} data-testid="bracket-scroller">
        {stage.groups.map((group, g) => (
          <div key={g}>
            {group.name && <h3 className={classes.groupName}>{group.name}</h3>}
            <Rounds rounds={group.rounds} sport={sport} />
          </div>
        ))}
        {stage.thirdPlaceGroups.map((group, g) => (
          <div key={`third-${g}`} className={classes.third} data-testid="bracket-third-place">
            <Rounds rounds={group.rounds} sport={sport} />
          </div>
        ))}
      </div>
    </div>
  );
}
