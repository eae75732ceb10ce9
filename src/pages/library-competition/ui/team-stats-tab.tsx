// The competition page's 数据 tab (docs/product-rules.md "Data library", 数据): the season's team
// statistics, one record kind at a time, in a table sortable by any column: 胜平负, 亚盘, 大小球
// (basketball 大小分), 单双, and football's 半全场 and 进球分布, basketball's 分差 over the last
// 10 or 20 games.
import { useState } from "react";
import { Button, Center, Group, Loader, SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { GOAL_BUCKET_LABELS, HALF_FULL_KEYS, SCORE_DIFF_BUCKET_LABELS, SCORE_DIFF_SAMPLE } from "#wire";
import type { Sport } from "@/shared/config";
import type { CompetitionInfo, SeasonRef } from "../api/competition-requests";
import { teamStatsQuery, type TeamStats } from "../api/team-stats-requests";
import { halfFullLabel, halfFullTotals, recordShares, shareOf } from "../lib/team-stats-format";
import { SortableTable, type StatColumn } from "./sortable-table";
import { TeamLink } from "@/shared/ui/library-links";
import pageClasses from "./competition-page.module.css";
import classes from "./sortable-table.module.css";

type Kind = "eu" | "asia" | "bs" | "even" | "halfFull" | "goals" | "diff";

const KINDS: Readonly<Record<Sport, { value: Kind; label: string }[]>> = {
  football: [
    { value: "eu", label: "胜平负" },
    { value: "asia", label: "亚盘" },
    { value: "bs", label: "大小球" },
    { value: "halfFull", label: "半全场" },
    { value: "goals", label: "进球分布" },
    { value: "even", label: "单双" },
  ],
  basketball: [
    { value: "eu", label: "胜负" },
    { value: "asia", label: "让分" },
    { value: "bs", label: "大小分" },
    { value: "diff", label: "分差" },
    { value: "even", label: "单双" },
  ],
};

function Rate({ percent }: { percent: number }) {
  return (
    <span className={classes.bar}>
      <span className={classes.barTrack} aria-hidden>
        <span className={classes.barFill} style={{ width: `${percent}%` }} />
      </span>
      {percent}%
    </span>
  );
}

/** Columns of a win-loss-flat record: the three counts, the share of the first, home and away. */
function recordColumns(pick: (t: TeamStats) => { home: string; away: string; total: string }, words: [string, string, string], rateLabel: string): StatColumn<TeamStats>[] {
  const total = (t: TeamStats) => recordShares(pick(t).total);
  return [
    { key: "played", label: "场次", value: (t) => total(t).total },
    { key: "win", label: words[0], value: (t) => total(t).win },
    { key: "flat", label: words[2], value: (t) => total(t).flat },
    { key: "loss", label: words[1], value: (t) => total(t).loss },
    { key: "rate", label: rateLabel, value: (t) => total(t).rate, render: (t) => <Rate percent={total(t).rate} /> },
    { key: "homeRate", label: `主场${rateLabel}`, value: (t) => recordShares(pick(t).home).rate, render: (t) => `${recordShares(pick(t).home).rate}%`, title: `主场 ${words.join("-")}` },
    { key: "awayRate", label: `客场${rateLabel}`, value: (t) => recordShares(pick(t).away).rate, render: (t) => `${recordShares(pick(t).away).rate}%` },
  ];
}

function columnsOf(kind: Kind, sport: Sport): { columns: StatColumn<TeamStats>[]; defaultSort: string } {
  switch (kind) {
    case "eu":
      return sport === "football"
        ? { columns: recordColumns((t) => t.euRecord, ["胜", "负", "平"], "胜率"), defaultSort: "rate" }
        : { columns: recordColumns((t) => t.euRecord, ["胜", "负", "平"], "胜率").filter((c) => c.key !== "flat"), defaultSort: "rate" };
    case "asia":
      return { columns: recordColumns((t) => t.asiaRecord, ["赢", "输", "走"], "赢盘率"), defaultSort: "rate" };
    case "bs":
      return { columns: recordColumns((t) => t.bsRecord, ["大", "小", "走"], sport === "football" ? "大球率" : "大分率"), defaultSort: "rate" };
    case "even": {
      const even = (t: TeamStats) => recordShares(t.evenRecord);
      return {
        columns: [
          { key: "played", label: "场次", value: (t) => even(t).total },
          { key: "odd", label: "单", value: (t) => even(t).win },
          { key: "even", label: "双", value: (t) => even(t).loss },
          { key: "rate", label: "单数率", value: (t) => even(t).rate, render: (t) => <Rate percent={even(t).rate} /> },
        ],
        defaultSort: "rate",
      };
    }
    case "halfFull":
      return {
        columns: HALF_FULL_KEYS.map((key, i) => ({ key, label: halfFullLabel(key), value: (t: TeamStats) => halfFullTotals(t.halfAllResult)[i] ?? 0 })),
        defaultSort: "10-10",
      };
    case "goals":
      return {
        columns: [
          ...GOAL_BUCKET_LABELS.map((label, i) => ({ key: `g${i}`, label: `${label}球`, value: (t: TeamStats) => t.goalDistributionRecord.for[i] ?? 0 })),
          { key: "scored", label: "进球场次", value: (t) => shareOf(t.goalMatchCount.scored, t.matches), render: (t) => `${shareOf(t.goalMatchCount.scored, t.matches)}%` },
          { key: "both", label: "双方进球", value: (t) => shareOf(t.goalMatchCount.bothScored, t.matches), render: (t) => `${shareOf(t.goalMatchCount.bothScored, t.matches)}%` },
          { key: "avg", label: "场均进球", value: (t) => (t.matches ? t.goalsFor / t.matches : 0), render: (t) => (t.matches ? (t.goalsFor / t.matches).toFixed(1) : "-") },
        ],
        defaultSort: "avg",
      };
    case "diff":
      return {
        columns: [
          ...SCORE_DIFF_BUCKET_LABELS.map((label, i) => ({ key: `w${i}`, label: `赢${label}`, value: (t: TeamStats) => t.scoreDiff?.won[i] ?? 0 })),
          ...SCORE_DIFF_BUCKET_LABELS.map((label, i) => ({ key: `l${i}`, label: `输${label}`, value: (t: TeamStats) => t.scoreDiff?.lost[i] ?? 0 })),
        ],
        defaultSort: "w5",
      };
  }
}

export function TeamStatsTab({ sport, season }: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  const [kind, setKind] = useState<Kind>("eu");
  const [sample, setSample] = useState<number>(SCORE_DIFF_SAMPLE.default);
  const stats = useQuery(teamStatsQuery(sport, season, sport === "basketball" ? sample : SCORE_DIFF_SAMPLE.default));
  const kinds = KINDS[sport];
  const shown = kinds.some((k) => k.value === kind) ? kind : "eu";
  let body;
  if (stats.isPending) {
    body = (
      <Center py={80}>
        <Loader aria-label="数据加载中" />
      </Center>
    );
  } else if (stats.isError) {
    body = (
      <Center py={60} style={{ flexDirection: "column", gap: 12 }}>
        <p className={pageClasses.coming} style={{ padding: 0 }}>
          {stats.error.message || "数据加载失败"}
        </p>
        <Button variant="light" onClick={() => void stats.refetch()}>
          重试
        </Button>
      </Center>
    );
  } else if (stats.data.every((t) => t.matches === 0)) {
    body = <p className={pageClasses.coming}>暂无数据</p>;
  } else {
    const { columns, defaultSort } = columnsOf(shown, sport);
    body = (
      <SortableTable
        key={shown}
        rows={stats.data}
        rowKey={(t) => t.teamId}
        nameLabel="球队"
        name={(t) => (
          <TeamLink id={t.teamId} sport={sport} className={pageClasses.team} title={t.name}>
            <img src={t.logo} alt="" width={20} height={20} loading="lazy" />
            <span>{t.name}</span>
          </TeamLink>
        )}
        columns={columns}
        defaultSort={defaultSort}
        label={`球队数据：${kinds.find((k) => k.value === shown)?.label ?? ""}`}
        testId="team-stats"
      />
    );
  }
  return (
    <div>
      <Group mb="md" gap="md">
        <SegmentedControl aria-label="数据类型" value={shown} onChange={(v) => setKind(v as Kind)} data={kinds} />
        {sport === "basketball" && shown === "diff" && (
          <SegmentedControl
            aria-label="样本场次"
            value={String(sample)}
            onChange={(v) => setSample(Number(v))}
            data={[
              { value: String(SCORE_DIFF_SAMPLE.default), label: `近${SCORE_DIFF_SAMPLE.default}场` },
              { value: String(SCORE_DIFF_SAMPLE.max), label: `近${SCORE_DIFF_SAMPLE.max}场` },
            ]}
          />
        )}
      </Group>
      {body}
    </div>
  );
}
