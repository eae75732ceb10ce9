// The competition table's rows around the two teams (theirs highlighted); a cup has no table.
import { Fragment } from "react";
import type { Standings } from "@/entities/match";
import type { Sport } from "@/shared/config";
import { rowsAround } from "../lib/match-form";
import classes from "./match-centre.module.css";

export function StandingsBlock({ standings, teamIds, sport }: { standings: Standings; teamIds: readonly number[]; sport: Sport }) {
  const lines = rowsAround(standings.rows, teamIds);
  if (lines.length === 0) return <p className={classes.empty}>{standings.rows.length === 0 ? "杯赛暂无积分榜" : "暂无两队排名"}</p>;
  const football = sport === "football";
  const columns = football ? ["赛", "胜", "平", "负", "进/失", "积分"] : ["胜", "负", "胜率"];
  return (
    <table className={classes.table} aria-label={`${standings.competitionName}积分榜`}>
      <thead>
        <tr>
          <th>排名</th>
          <th className={classes.left}>球队</th>
          {columns.map((title) => (
            <th key={title}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) =>
          line.kind === "gap" ? (
            <tr key={line.key} className={classes.gap} aria-hidden="true">
              <td colSpan={columns.length + 2}>⋯</td>
            </tr>
          ) : (
            <Fragment key={line.row.teamId}>
              <tr className={teamIds.includes(line.row.teamId) ? classes.highlight : undefined} data-team={line.row.teamId}>
                <td>{line.row.rank}</td>
                <td className={`${classes.left} ${classes.teamCell}`}>{line.row.teamName}</td>
                {football ? (
                  <>
                    <td>{line.row.played}</td>
                    <td>{line.row.won}</td>
                    <td>{line.row.drawn}</td>
                    <td>{line.row.lost}</td>
                    <td>{`${line.row.goalsFor}/${line.row.goalsAgainst}`}</td>
                    <td>
                      <b>{line.row.points}</b>
                    </td>
                  </>
                ) : (
                  <>
                    <td>{line.row.won}</td>
                    <td>{line.row.lost}</td>
                    <td>{line.row.played > 0 ? `${Math.round((line.row.won / line.row.played) * 100)}%` : "-"}</td>
                  </>
                )}
              </tr>
            </Fragment>
          ),
        )}
      </tbody>
    </table>
  );
}
