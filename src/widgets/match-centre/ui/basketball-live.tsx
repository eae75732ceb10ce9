// Basketball 赛况: the per-period score table and text live (matchStatAndTlive), and the team
// statistics (matchTeamStatistic) as home-vs-away bars.
import { useQuery } from "@tanstack/react-query";
import { statAndTliveQuery, teamStatisticQuery, type StatAndTlive, type TeamStat } from "@/entities/match";
import { Section } from "./section";
import { shares, StatRows } from "./stat-rows";
import { TabQuery } from "./tab-query";
import classes from "./match-centre.module.css";

const STAT_LABEL: Readonly<Record<string, string>> = {
  points: "得分",
  fieldGoalPct: "投篮命中率",
  threePointMade: "三分命中",
  threePointPct: "三分命中率",
  freeThrowPct: "罚球命中率",
  rebounds: "篮板",
  assists: "助攻",
  steals: "抢断",
  blocks: "盖帽",
  turnovers: "失误",
  fouls: "犯规",
  timeouts: "暂停",
};
const PERCENT_KINDS = new Set(["fieldGoalPct", "threePointPct", "freeThrowPct"]);

function PeriodTable({ data }: { data: StatAndTlive }) {
  const labels = data.periodCount === 2 ? ["上半场", "下半场"] : ["第一节", "第二节", "第三节", "第四节"];
  const overtime = (data.homeScores[4] ?? 0) + (data.awayScores[4] ?? 0) > 0;
  const columns = overtime ? [...labels, "加时"] : labels;
  const indices = overtime ? [...labels.keys(), 4] : [...labels.keys()];
  const total = (scores: number[]) => scores.reduce((a, b) => a + b, 0);
  const row = (name: string, scores: number[]) => (
    <tr>
      <td className={classes.left}>{name}</td>
      {indices.map((i) => (
        <td key={i}>{scores[i] ?? 0}</td>
      ))}
      <td>
        <b>{total(scores)}</b>
      </td>
    </tr>
  );
  return (
    <table className={classes.table} aria-label="每节比分">
      <thead>
        <tr>
          <th className={classes.left}>球队</th>
          {columns.map((label) => (
            <th key={label}>{label}</th>
          ))}
          <th>全场</th>
        </tr>
      </thead>
      <tbody>
        {row("主队", data.homeScores)}
        {row("客队", data.awayScores)}
      </tbody>
    </table>
  );
}

function teamStatRows(stats: readonly TeamStat[]) {
  return stats.map((stat) => {
    const unit = PERCENT_KINDS.has(stat.kind) ? "%" : "";
    return { key: stat.kind, label: STAT_LABEL[stat.kind] ?? stat.kind, homeText: `${stat.home}${unit}`, awayText: `${stat.away}${unit}`, ...shares(stat.home, stat.away) };
  });
}

export function BasketballLive({ matchId }: { matchId: number }) {
  const live = useQuery(statAndTliveQuery(matchId));
  const stats = useQuery(teamStatisticQuery(matchId));
  return (
    <>
      <Section title="比分">
        <TabQuery query={live} errorTitle="比分加载失败">
          {(data) => <PeriodTable data={data} />}
        </TabQuery>
      </Section>
      <Section title="球队统计">
        <TabQuery query={stats} errorTitle="球队统计加载失败">
          {({ stats: rows }) => (rows.length === 0 ? <p className={classes.empty}>比赛尚未开始，暂无统计</p> : <StatRows rows={teamStatRows(rows)} />)}
        </TabQuery>
      </Section>
      {live.data && live.data.tlive.length > 0 && (
        <Section title="文字直播">
          <ol className={classes.tlive}>
            {live.data.tlive.map((line, i) => (
              <li key={`${line.period}-${i}`} className={classes.tliveLine}>
                <span>{line.text}</span>
                <span className={classes.tliveScore}>{`${line.homeScore}-${line.awayScore}`}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
    </>
  );
}
