// Head-to-head (each meeting with the result for this match's home side) and both teams' recent
// form as 胜/平/负 letters with their tally and last matches.
import dayjs from "dayjs";
import type { MatchAnalyse, PastMatch } from "@/entities/match";
import { FORM_TEXT, formLetter, formTally } from "../lib/match-form";
import classes from "./match-centre.module.css";

function PastTable({ matches, teamId, label }: { matches: readonly PastMatch[]; teamId: number; label: string }) {
  return (
    <table className={classes.table} aria-label={label}>
      <thead>
        <tr>
          <th>日期</th>
          <th>赛事</th>
          <th className={classes.right}>主队</th>
          <th>比分</th>
          <th className={classes.left}>客队</th>
          <th>结果</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((match) => {
          const letter = formLetter(match, teamId);
          return (
            <tr key={`${match.matchTime}-${match.homeTeamId}`}>
              <td>{dayjs.unix(match.matchTime).format("YY-MM-DD")}</td>
              <td>{match.competitionName}</td>
              <td className={`${classes.right} ${classes.teamCell}`}>{match.homeTeamName}</td>
              <td>
                <b>{`${match.homeScore}-${match.awayScore}`}</b>
              </td>
              <td className={`${classes.left} ${classes.teamCell}`}>{match.awayTeamName}</td>
              <td>
                <span className={classes.letter} data-letter={letter}>
                  {FORM_TEXT[letter]}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function tallyText(matches: readonly PastMatch[], teamId: number): string {
  const { W, D, L } = formTally(matches, teamId);
  return `${W}胜${D}平${L}负`;
}

function Form({ name, teamId, matches }: { name: string; teamId: number; matches: readonly PastMatch[] }) {
  return (
    <div className={classes.formTeam} role="group" aria-label={`${name}近期战绩`}>
      <div className={classes.formHead}>
        <span className={classes.formName}>{name}</span>
        <span className={classes.sectionNote}>{`近${matches.length}场 ${tallyText(matches, teamId)}`}</span>
      </div>
      <div className={classes.letters} aria-label="近期赛果">
        {matches.map((match) => {
          const letter = formLetter(match, teamId);
          return (
            <span key={`${match.matchTime}-${match.homeTeamId}`} className={classes.letter} data-letter={letter} title={`${match.homeTeamName} ${match.homeScore}-${match.awayScore} ${match.awayTeamName}`}>
              {FORM_TEXT[letter]}
            </span>
          );
        })}
      </div>
    </div>
  );
}

export function AnalyseBlocks({ analyse }: { analyse: MatchAnalyse }) {
  const { homeTeam, awayTeam, h2h } = analyse;
  return (
    <>
      <div className={classes.forms}>
        <Form name={homeTeam.teamName} teamId={homeTeam.teamId} matches={analyse.homeRecent} />
        <Form name={awayTeam.teamName} teamId={awayTeam.teamId} matches={analyse.awayRecent} />
      </div>
      <h4 className={classes.benchTitle}>
        {h2h.length === 0 ? "两队近年没有交锋" : `近${h2h.length}次交锋，${homeTeam.teamName} ${tallyText(h2h, homeTeam.teamId)}`}
      </h4>
      {h2h.length > 0 && <PastTable matches={h2h} teamId={homeTeam.teamId} label="交锋往绩" />}
    </>
  );
}
