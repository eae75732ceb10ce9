// The 赛程/赛果 tab: one round (or day) at a time, with ‹ › and a picker of every round.
import { useState } from "react";
import { ActionIcon, Select } from "@mantine/core";
import type { Sport } from "@/shared/config";
import type { LibraryMatch } from "../api/library-requests";
import { isFinished, matchPages, matchStateText, openingPage } from "../lib/match-groups";
import { TeamLink } from "@/shared/ui/library-links";
import classes from "./competition-page.module.css";

const timeText = (unixSeconds: number) => {
  const d = new Date(unixSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

function MatchRow({ match, sport }: { match: LibraryMatch; sport: Sport }) {
  const played = match.statusId !== 1 && (isFinished(sport, match.statusId) || matchStateText(sport, match.statusId) === "进行中");
  return (
    <div className={classes.matchRow} data-testid="season-match">
      <span className={classes.matchTime}>{timeText(match.matchTime)}</span>
      <TeamLink id={match.homeTeamId} sport={sport} className={`${classes.team} ${classes.home}`} title={match.homeName}>
        <span>{match.homeName}</span>
        <img src={match.homeLogo} alt="" width={22} height={22} loading="lazy" />
      </TeamLink>
      <span className={classes.score}>{played ? `${match.homeScore} - ${match.awayScore}` : "VS"}</span>
      <TeamLink id={match.awayTeamId} sport={sport} className={classes.team} title={match.awayName}>
        <img src={match.awayLogo} alt="" width={22} height={22} loading="lazy" />
        <span>{match.awayName}</span>
      </TeamLink>
      <span className={classes.matchStatus}>{matchStateText(sport, match.statusId)}</span>
    </div>
  );
}

export function SeasonMatches({ matches, sport }: { matches: readonly LibraryMatch[]; sport: Sport }) {
  const pages = matchPages(matches);
  const [picked, setPicked] = useState<number | null>(null);
  if (!pages.length) return <p className={classes.coming}>暂无数据</p>;
  const index = Math.min(picked ?? openingPage(pages, sport), pages.length - 1);
  const page = pages[index]!;
  return (
    <div data-testid="season-matches">
      <div className={classes.roundBar}>
        <ActionIcon variant="default" aria-label="上一轮" disabled={index === 0} onClick={() => setPicked(index - 1)}>
          ‹
        </ActionIcon>
        <Select
          aria-label="选择轮次"
          data={pages.map((p, i) => ({ value: String(i), label: p.label }))}
          value={String(index)}
          onChange={(value) => value !== null && setPicked(Number(value))}
          allowDeselect={false}
          searchable
          w={220}
        />
        <ActionIcon variant="default" aria-label="下一轮" disabled={index === pages.length - 1} onClick={() => setPicked(index + 1)}>
          ›
        </ActionIcon>
      </div>
      {page.matches.map((m) => (
        <MatchRow key={m.matchId} match={m} sport={sport} />
      ))}
    </div>
  );
}
