// A team's page (docs/product-rules.md "Team and player pages"): the header (logo, name, its
// competition, facts, season picker, follow — login needed) and the tabs 赛程/赛果, 阵容 or 球员,
// and 数据.
import { useState } from "react";
import { Container, NativeSelect, SegmentedControl, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { FollowTeamButton } from "@/features/follow";
import { formatAmount } from "@/shared/lib/amount";
import { sportTypeOf, type Sport } from "@/shared/config";
import { libraryIdOf, MatchRows, splitMatches, teamInfoQuery, type TeamInfo } from "@/entities/team";
import { teamFutureMatchesQuery, teamMatchesQuery } from "../api/team-requests";
import { CompetitionLink } from "@/shared/ui/library-links";
import type { TabProps } from "./tab-props";
import { preloadTabs, SquadTabOnDemand, TeamRecordPanelOnDemand } from "./tabs-on-demand";
import { libraryPageClasses as pageClasses, EmptyNote, FactList, PageFailure, PageLoading } from "@/shared/ui/library-page";

function MatchesTab({ sport, teamId, seasonId }: TabProps) {
  const [view, setView] = useState<"results" | "fixtures">("results");
  const matches = useQuery(teamMatchesQuery(sport, teamId, seasonId));
  const future = useQuery({ ...teamFutureMatchesQuery(teamId, seasonId), enabled: sport === "basketball" });
  if (matches.isPending) return <PageLoading label="赛程加载中" />;
  if (matches.isError) return <PageFailure message={matches.error.message || "赛程加载失败"} onRetry={() => void matches.refetch()} />;
  const split = splitMatches(sport, matches.data);
  // Basketball has its own list of matches to come; football splits team/matches.
  const fixtures = sport === "basketball" ? (future.data ?? []) : split.fixtures;
  const shown = view === "results" ? split.results : fixtures;
  return (
    <>
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value as typeof view)}
        data={[
          { value: "results", label: `赛果 (${split.results.length})` },
          { value: "fixtures", label: `赛程 (${fixtures.length})` },
        ]}
        mb="md"
      />
      {shown.length === 0 ? <EmptyNote>{view === "results" ? "本赛季暂无赛果" : "本赛季暂无赛程"}</EmptyNote> : <MatchRows sport={sport} matches={shown} teamId={teamId} />}
    </>
  );
}

function Team({ sport, info }: { sport: Sport; info: TeamInfo }) {
  const [seasonId, setSeasonId] = useState(info.curSeasonId);
  const [tab, setTab] = useState<string>("matches");
  const tabProps: TabProps = { sport, teamId: info.teamId, seasonId };
  const facts = [
    ["国家/地区", info.country],
    ["成立", `${info.founded}年`],
    [sport === "football" ? "主场" : "球馆", `${info.venue}（${formatAmount(info.venueCapacity)}座）`],
    [sport === "football" ? "主教练" : "主教练", info.coach],
    [sport === "football" ? "球队身价" : "球队薪资", sport === "football" ? `€${formatAmount(info.marketValue)}` : `$${formatAmount(info.marketValue)}`],
  ] as const;
  return (
    <Container size="xl" className={pageClasses.page} data-testid="team-page">
      <header className={pageClasses.header}>
        <img className={pageClasses.logo} src={info.logo} alt="" width={80} height={80} />
        <div className={pageClasses.headText}>
          <h1 className={pageClasses.name}>{info.name}</h1>
          <CompetitionLink id={info.competitionId} sport={sport} className={pageClasses.competition}>
            <img src={info.competitionLogo} alt="" width={18} height={18} />
            {info.competitionName}
          </CompetitionLink>
          <FactList facts={facts} />
        </div>
        <div className={pageClasses.actions}>
          <NativeSelect
            aria-label="选择赛季"
            data={info.seasons.map((s) => ({ value: String(s.seasonId), label: s.name }))}
            value={String(seasonId)}
            onChange={(event) => setSeasonId(Number(event.currentTarget.value))}
            w={150}
          />
          <FollowTeamButton teamId={info.teamId} sportType={sportTypeOf(sport)} compId={info.competitionId} size="sm" />
        </div>
      </header>
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false} className={pageClasses.panel}>
        <Tabs.List mb="md" onPointerEnter={preloadTabs} onFocus={preloadTabs}>
          <Tabs.Tab value="matches">赛程/赛果</Tabs.Tab>
          <Tabs.Tab value="squad">{sport === "football" ? "阵容" : "球员"}</Tabs.Tab>
          <Tabs.Tab value="data">数据</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="matches">
          <MatchesTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="squad">
          <SquadTabOnDemand {...tabProps} fallback={<PageLoading label="球员加载中" />} />
        </Tabs.Panel>
        <Tabs.Panel value="data">
          <TeamRecordPanelOnDemand {...tabProps} fallback={<PageLoading label="数据加载中" />} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

/** `id`: the route's team id param (football `competeId`, basketball `teamId`). */
export function TeamPage({ sport }: { sport: Sport }) {
  const params: { competeId?: string; teamId?: string } = useParams({ strict: false });
  const id = libraryIdOf(sport === "football" ? params.competeId : params.teamId) ?? 0;
  const valid = id > 0;
  const info = useQuery({ ...teamInfoQuery(sport, id), enabled: valid });
  if (!valid) return <PageFailure message="球队不存在" />;
  if (info.isPending) return <PageLoading label="球队加载中" />;
  if (info.isError) return <PageFailure message={info.error.message || "球队加载失败"} onRetry={() => void info.refetch()} />;
  return <Team key={info.data.teamId} sport={sport} info={info.data} />;
}
