// The competition page's 榜单 tab (docs/product-rules.md "Data library", 榜单): player rankings
// (football 31 types, the best 30; basketball 25 types, the best 100) and team rankings, a type
// picker grouped as the type table groups them, each table sortable by its columns.
import { useState } from "react";
import { Button, Center, Group, Loader, SegmentedControl, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { playerRanksOf, teamRanksOf, type RankType } from "#wire";
import type { Sport } from "@/shared/config";
import type { CompetitionInfo, SeasonRef } from "../api/competition-requests";
import { playerRankingQuery, teamRankingQuery, type PlayerRankItem, type TeamRankItem } from "../api/rankings-requests";
import { rankTypeGroups, rankValueText } from "../lib/rank-value";
import { SortableTable } from "./sortable-table";
import { PlayerLink, TeamLink } from "@/shared/ui/library-links";
import pageClasses from "./competition-page.module.css";
import classes from "./rankings.module.css";

type Board = "player" | "team";

function QueryState({ query, label }: { query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }; label: string }) {
  if (query.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={`${label}加载中`} />
      </Center>
    );
  }
  return (
    <Center py={60} style={{ flexDirection: "column", gap: 12 }}>
      <p className={pageClasses.coming} style={{ padding: 0 }}>
        {query.error?.message || `${label}加载失败`}
      </p>
      <Button variant="light" onClick={() => void query.refetch()}>
        重试
      </Button>
    </Center>
  );
}

function PlayerRanking({ sport, season, type }: { sport: Sport; season: SeasonRef; type: RankType }) {
  const query = useQuery(playerRankingQuery(sport, season, type.key));
  if (!query.data) return <QueryState query={query} label="榜单" />;
  if (query.data.length === 0) return <p className={pageClasses.coming}>暂无数据</p>;
  const perGameColumn = type.unit === "count" && sport === "football" && type.key !== "appearances" && type.key !== "starts";
  return (
    <SortableTable<PlayerRankItem>
      key={type.key}
      rows={query.data}
      rowKey={(r) => r.playerId}
      placeOf={(r) => r.rank}
      nameLabel="球员"
      name={(r) => (
        <span className={classes.who}>
          {r.logo ? <img src={r.logo} alt="" width={28} height={28} /> : <span className={classes.initial}>{r.name.slice(0, 1)}</span>}
          <span className={classes.names}>
            <PlayerLink id={r.playerId} sport={sport} className={classes.playerName} title={r.name}>
              {r.name}
            </PlayerLink>
            <TeamLink id={r.teamId} sport={sport} className={classes.teamName} title={r.teamName}>
              {r.teamName}
            </TeamLink>
          </span>
        </span>
      )}
      columns={[
        { key: "value", label: type.label, value: (r) => r.value, render: (r) => <strong>{rankValueText(type.unit, r.value)}</strong> },
        { key: "appearances", label: "出场", value: (r) => r.appearances },
        ...(perGameColumn ? [{ key: "average", label: "场均", value: (r: PlayerRankItem) => r.average, render: (r: PlayerRankItem) => r.average.toFixed(2) }] : []),
      ]}
      defaultSort="value"
      defaultDir={type.order}
      label={`球员榜：${type.label}`}
      testId="ranking"
    />
  );
}

function TeamRanking({ sport, season, type }: { sport: Sport; season: SeasonRef; type: RankType }) {
  const query = useQuery(teamRankingQuery(sport, season, type.key));
  if (!query.data) return <QueryState query={query} label="榜单" />;
  if (query.data.length === 0) return <p className={pageClasses.coming}>暂无数据</p>;
  return (
    <SortableTable<TeamRankItem>
      key={type.key}
      rows={query.data}
      rowKey={(r) => r.teamId}
      placeOf={(r) => r.rank}
      nameLabel="球队"
      name={(r) => (
        <TeamLink id={r.teamId} sport={sport} className={pageClasses.team} title={r.name}>
          <img src={r.logo} alt="" width={22} height={22} loading="lazy" />
          <span>{r.name}</span>
        </TeamLink>
      )}
      columns={[
        { key: "value", label: type.label, value: (r) => r.value, render: (r) => <strong>{rankValueText(type.unit, r.value)}</strong> },
        { key: "matches", label: "场次", value: (r) => r.matches },
      ]}
      defaultSort="value"
      defaultDir={type.order}
      label={`球队榜：${type.label}`}
      testId="ranking"
    />
  );
}

export function RankingsTab({ sport, season }: { sport: Sport; season: SeasonRef; info: CompetitionInfo }) {
  const [board, setBoard] = useState<Board>("player");
  const types = board === "player" ? playerRanksOf(sport) : teamRanksOf(sport);
  const [picked, setPicked] = useState<Record<Board, string>>({ player: types[0]!.key, team: teamRanksOf(sport)[0]!.key });
  const type = types.find((t) => t.key === picked[board]) ?? types[0]!;
  return (
    <div>
      <Group mb="md" gap="md">
        <SegmentedControl
          aria-label="榜单"
          value={board}
          onChange={(v) => setBoard(v as Board)}
          data={[
            { value: "player", label: "球员榜" },
            { value: "team", label: "球队榜" },
          ]}
        />
        <Select
          aria-label="榜单类型"
          data={rankTypeGroups(types)}
          value={type.key}
          onChange={(v) => v && setPicked((current) => ({ ...current, [board]: v }))}
          allowDeselect={false}
          searchable
          w={180}
          maxDropdownHeight={320}
        />
      </Group>
      {board === "player" ? <PlayerRanking sport={sport} season={season} type={type} /> : <TeamRanking sport={sport} season={season} type={type} />}
    </div>
  );
}
