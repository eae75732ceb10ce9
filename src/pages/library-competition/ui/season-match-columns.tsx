// 赛程/赛果's columns on the shared grid: time, home, score, away, state. Each cell reads its match
// from the grid row.
import { type GridItemRow, createGridColumnHelper, useGridRow } from "@/shared/ui/virtual-grid";
import type { Sport } from "@/shared/config";
import { TeamLink } from "@/shared/ui/library-links";
import type { LibraryMatch } from "../api/competition-requests";
import { isFinished, matchStateText } from "../lib/match-groups";
import classes from "./competition-page.module.css";

export type SeasonRow = GridItemRow | { kind: "section"; id: string; title: string };

/** The sport, for the cells (the row carries only the match). */
export interface SeasonMatchItem extends LibraryMatch {
  sport: Sport;
}

const useMatch = () => useGridRow<SeasonMatchItem, null>().item;

const two = (n: number) => String(n).padStart(2, "0");

/** "MM-DD" and "HH:mm": one line on a desktop, the date over the time on a phone. */
function TimeCell() {
  const d = new Date(useMatch().matchTime * 1000);
  return (
    <span className={classes.matchTime}>
      <span>{`${two(d.getMonth() + 1)}-${two(d.getDate())}`}</span> <span>{`${two(d.getHours())}:${two(d.getMinutes())}`}</span>
    </span>
  );
}

function HomeCell() {
  const m = useMatch();
  return (
    <TeamLink id={m.homeTeamId} sport={m.sport} className={`${classes.team} ${classes.seasonTeam} ${classes.home}`} title={m.homeName}>
      <span>{m.homeName}</span>
      <img src={m.homeLogo} alt="" width={22} height={22} loading="lazy" />
    </TeamLink>
  );
}

function ScoreCell() {
  const m = useMatch();
  const played = m.statusId !== 1 && (isFinished(m.sport, m.statusId) || matchStateText(m.sport, m.statusId) === "进行中");
  return <span className={classes.score}>{played ? `${m.homeScore} - ${m.awayScore}` : "VS"}</span>;
}

function AwayCell() {
  const m = useMatch();
  return (
    <TeamLink id={m.awayTeamId} sport={m.sport} className={`${classes.team} ${classes.seasonTeam}`} title={m.awayName}>
      <img src={m.awayLogo} alt="" width={22} height={22} loading="lazy" />
      <span>{m.awayName}</span>
    </TeamLink>
  );
}

function StateCell() {
  const m = useMatch();
  return <span className={classes.matchStatus}>{matchStateText(m.sport, m.statusId)}</span>;
}

const helper = createGridColumnHelper<SeasonRow>();

export const seasonMatchColumns = helper.columns([
  helper.display({ id: "time", header: "时间", cell: TimeCell, meta: { track: "110px", phoneTrack: "40px", align: "start" } }),
  helper.display({ id: "home", header: "主队", cell: HomeCell, meta: { track: "minmax(0, 1fr)", align: "end" } }),
  helper.display({ id: "score", header: "比分", cell: ScoreCell, meta: { track: "80px", phoneTrack: "56px", align: "center" } }),
  helper.display({ id: "away", header: "客队", cell: AwayCell, meta: { track: "minmax(0, 1fr)", align: "start" } }),
  helper.display({ id: "state", header: "状态", cell: StateCell, meta: { track: "72px", phoneTrack: "40px", align: "end" } }),
]);
