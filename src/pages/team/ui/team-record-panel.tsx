// A team's 数据 tab: the season's summary and its records (胜平负, 让球, 大小球, 单双) as
// win-loss-flat, and football's goal distribution.
import { Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { teamRecordQuery, type TeamRecord } from "../api/team-requests";
import { parseRecord, perGame } from "@/entities/team";
import { recordRate } from "../lib/record-rate";
import { EmptyNote, NumberCards, PageFailure, PageLoading } from "@/shared/ui/library-page";
import classes from "./team-page.module.css";

const RECORDS = [
  { key: "euRecord", title: "胜平负", heads: ["胜", "负", "平"] },
  { key: "asiaRecord", title: "让球", heads: ["赢", "输", "走"] },
  { key: "bsRecord", title: "大小球", heads: ["大", "小", "走"] },
] as const;

function Summary({ sport, record }: { sport: Sport; record: TeamRecord }) {
  const football = sport === "football";
  const cards = [
    ["场次", String(record.matches)],
    [football ? "胜/平/负" : "胜/负", football ? `${record.won}/${record.drawn}/${record.lost}` : `${record.won}/${record.lost}`],
    ["胜率", recordRate(record.euRecord.total)],
    [football ? "场均进球" : "场均得分", perGame(record.goalsFor, record.matches)],
    [football ? "场均失球" : "场均失分", perGame(record.goalsAgainst, record.matches)],
  ] as const;
  return (
    <NumberCards cards={cards} />
  );
}

function GoalDistribution({ record }: { record: TeamRecord }) {
  const max = Math.max(1, ...record.goalDistributionRecord.for, ...record.goalDistributionRecord.against);
  const label = (i: number) => (i === 7 ? "7+" : String(i));
  return (
    <div className={classes.distribution} data-testid="goal-distribution">
      {(["for", "against"] as const).map((side) => (
        <div key={side}>
          <h3 className={classes.subTitle}>{side === "for" ? "进球分布" : "失球分布"}</h3>
          <div className={classes.bars}>
            {record.goalDistributionRecord[side].map((count, i) => (
              <div key={i} className={classes.barColumn} title={`${label(i)}球：${count}场`}>
                <span className={classes.barCount}>{count}</span>
                <span className={side === "for" ? classes.barFor : classes.barAgainst} style={{ height: `${(count / max) * 100}%` }} />
                <span className={classes.barLabel}>{label(i)}</span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function TeamRecordPanel({ sport, teamId, seasonId }: { sport: Sport; teamId: number; seasonId: number }) {
  const record = useQuery(teamRecordQuery(sport, teamId, seasonId));
  if (record.isPending) return <PageLoading label="数据加载中" />;
  if (record.isError) return <PageFailure message={record.error.message || "数据加载失败"} onRetry={() => void record.refetch()} />;
  if (record.data.matches === 0) return <EmptyNote>本赛季还没有完场比赛</EmptyNote>;
  const data = record.data;
  const even = parseRecord(data.evenRecord);
  return (
    <div data-testid="team-record">
      <Summary sport={sport} record={data} />
      <div className={classes.recordGrid}>
        {RECORDS.map(({ key, title, heads }) => (
          <div key={key}>
            <h3 className={classes.subTitle}>{title}</h3>
            <Table verticalSpacing={6} className={classes.recordTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {heads.map((h) => (
                    <Table.Th key={h} ta="center">
                      {h}
                    </Table.Th>
                  ))}
                  <Table.Th ta="center">{heads[0]}率</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(["home", "away", "total"] as const).map((side) => {
                  const r = parseRecord(data[key][side]);
                  return (
                    <Table.Tr key={side}>
                      <Table.Td>{side === "home" ? "主场" : side === "away" ? "客场" : "总计"}</Table.Td>
                      <Table.Td ta="center">{r.win}</Table.Td>
                      <Table.Td ta="center">{r.loss}</Table.Td>
                      <Table.Td ta="center">{r.flat}</Table.Td>
                      <Table.Td ta="center">{recordRate(data[key][side])}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        ))}
        <div>
          <h3 className={classes.subTitle}>单双</h3>
          <div className={classes.evenRow}>
            <span>
              单 <b>{even.win}</b>
            </span>
            <span>
              双 <b>{even.loss}</b>
            </span>
          </div>
        </div>
      </div>
      {sport === "football" && <GoalDistribution record={data} />}
    </div>
  );
}
