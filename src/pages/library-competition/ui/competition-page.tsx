// matchDetail/{competeId}: a competition's page (docs/product-rules.md "Data library"): its
// info, the season picker, the follow button (login needed), and the tabs: 积分, 赛程/赛果, 对阵,
// 数据 and 榜单.
import { useState } from "react";
import { Button, Center, Container, NativeSelect, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { FollowCompetitionButton } from "@/features/follow";
import { sportTypeOf, type Sport } from "@/shared/config";
import { HiddenHeading } from "@/shared/ui/hidden-heading";
import { competitionInfoQuery, standingsQuery, type CompetitionInfo, type SeasonRef } from "../api/competition-requests";
import { StandingsTables } from "./standings-table";
import { TabLoading } from "./tab-loading";
import { BracketTabOnDemand, MatchesTabOnDemand, preloadTabs, RankingsTabOnDemand, TeamStatsTabOnDemand } from "./tabs-on-demand";
import classes from "./competition-page.module.css";

function StandingsTab({ sport, season }: { sport: Sport; season: SeasonRef }) {
  const standings = useQuery(standingsQuery(sport, season));
  if (standings.isPending) return <TabLoading label="积分榜加载中" />;
  if (standings.isError) return <p className={classes.coming}>{standings.error.message || "积分榜加载失败"}</p>;
  return <StandingsTables standings={standings.data} sport={sport} />;
}

function Competition({ sport, info }: { sport: Sport; info: CompetitionInfo }) {
  const [seasonId, setSeasonId] = useState(info.curSeasonId);
  const [tab, setTab] = useState<string>("standings");
  const season: SeasonRef = { competitionId: info.competitionId, curSeasonId: info.curSeasonId, seasonId };
  return (
    <Container size="xl" className={classes.page} data-testid="competition-page">
      <header className={classes.header}>
        <img className={classes.logo} src={info.logo} alt="" width={72} height={72} />
        <div>
          <h1 className={classes.name}>{info.name}</h1>
          <div className={classes.meta}>
            <span>{info.region}</span>
            <span>{info.type === 2 ? "杯赛" : "联赛"}</span>
            <span>{info.teamCount} 支球队</span>
          </div>
        </div>
        <div className={classes.actions}>
          <NativeSelect
            aria-label="选择赛季"
            data-testid="season-select"
            data={info.seasons.map((s) => ({ value: String(s.seasonId), label: s.name }))}
            value={String(seasonId)}
            onChange={(event) => setSeasonId(Number(event.currentTarget.value))}
            w={150}
          />
          <FollowCompetitionButton compId={info.competitionId} sportType={sportTypeOf(sport)} size="sm" />
        </div>
      </header>
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false} className={classes.panel}>
        <Tabs.List mb="md" onPointerEnter={preloadTabs} onFocus={preloadTabs}>
          <Tabs.Tab value="standings">积分</Tabs.Tab>
          <Tabs.Tab value="matches">赛程/赛果</Tabs.Tab>
          <Tabs.Tab value="bracket">对阵</Tabs.Tab>
          <Tabs.Tab value="data">数据</Tabs.Tab>
          <Tabs.Tab value="rankings">榜单</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="standings">
          <HiddenHeading>积分</HiddenHeading>
          <StandingsTab sport={sport} season={season} />
        </Tabs.Panel>
        <Tabs.Panel value="matches">
          <HiddenHeading>赛程/赛果</HiddenHeading>
          <MatchesTabOnDemand sport={sport} season={season} fallback={<TabLoading label="赛程加载中" />} />
        </Tabs.Panel>
        <Tabs.Panel value="bracket">
          <HiddenHeading>对阵</HiddenHeading>
          <BracketTabOnDemand sport={sport} season={season} info={info} fallback={<TabLoading label="对阵加载中" />} />
        </Tabs.Panel>
        <Tabs.Panel value="data">
          <HiddenHeading>数据</HiddenHeading>
          <TeamStatsTabOnDemand sport={sport} season={season} info={info} fallback={<TabLoading label="数据加载中" />} />
        </Tabs.Panel>
        <Tabs.Panel value="rankings">
          <HiddenHeading>榜单</HiddenHeading>
          <RankingsTabOnDemand sport={sport} season={season} info={info} fallback={<TabLoading label="榜单加载中" />} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

export function CompetitionPage({ sport }: { sport: Sport }) {
  const { competeId }: { competeId?: string } = useParams({ strict: false });
  const id = Number(competeId);
  const valid = Number.isInteger(id) && id > 0;
  const info = useQuery({ ...competitionInfoQuery(sport, id), enabled: valid });
  if (!valid) return <p className={classes.coming}>赛事不存在</p>;
  if (info.isPending) return <TabLoading label="赛事加载中" />;
  if (info.isError) {
    return (
      <Center py={80} style={{ flexDirection: "column", gap: 16 }}>
        <p>{info.error.message || "赛事加载失败"}</p>
        <Button variant="light" onClick={() => void info.refetch()}>
          重新加载
        </Button>
      </Center>
    );
  }
  return <Competition key={info.data.competitionId} sport={sport} info={info.data} />;
}
