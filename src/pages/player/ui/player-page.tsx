// A player's page (docs/product-rules.md "Team and player pages"): the info card (photo or
// initials, number, position, team link, profile), the season's numbers and the recent matches
// with the player's line.
import { Avatar, Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { formatAmount } from "@/shared/lib/amount";
import type { Sport } from "@/shared/config";
import { libraryIdOf, MatchRows, perGame, playerInfoQuery, shooting, type PlayerInfo, type PlayerStats } from "@/entities/team";
import { playerRecentQuery } from "../api/player-requests";
import { TeamLink } from "@/shared/ui/library-links";
import { libraryPageClasses as pageClasses, EmptyNote, FactList, NumberCards, PageFailure, PageLoading } from "@/shared/ui/library-page";
import classes from "./player-page.module.css";

function seasonCards(stats: PlayerStats): [string, string][] {
  if ("goals" in stats) {
    return [
      ["出场", String(stats.appearances)],
      ["首发", String(stats.starts)],
      ["出场时间", `${stats.minutes}′`],
      ["进球", String(stats.goals)],
      ["助攻", String(stats.assists)],
      ["射门", String(stats.shots)],
      ["黄/红牌", `${stats.yellowCards}/${stats.redCards}`],
      ["平均评分", stats.appearances > 0 ? stats.rating.toFixed(1) : "-"],
    ];
  }
  const g = stats.appearances;
  return [
    ["出场", String(g)],
    ["场均时间", perGame(stats.minutes, g)],
    ["场均得分", perGame(stats.points, g)],
    ["场均篮板", perGame(stats.rebounds, g)],
    ["场均助攻", perGame(stats.assists, g)],
    ["场均抢断", perGame(stats.steals, g)],
    ["投篮", shooting(stats.fieldGoalsMade, stats.fieldGoalsAttempted)],
    ["三分", shooting(stats.threesMade, stats.threesAttempted)],
  ];
}

/** One match's line in a few words: "1球 1助攻 90′ 评分7.4" / "24分 8板 5助 34′". */
function lineOf(stats: PlayerStats): string {
  if (stats.appearances === 0) return "未出场";
  if ("goals" in stats) {
    const parts = [stats.goals > 0 ? `${stats.goals}球` : "", stats.assists > 0 ? `${stats.assists}助攻` : "", `${stats.minutes}′`, `评分${stats.rating.toFixed(1)}`];
    return parts.filter(Boolean).join(" ");
  }
  return `${stats.points}分 ${stats.rebounds}板 ${stats.assists}助 ${stats.minutes}′`;
}

function Player({ sport, info }: { sport: Sport; info: PlayerInfo }) {
  const recent = useQuery(playerRecentQuery(sport, info.playerId));
  const profile: [string, string][] = [
    ["位置", info.positionName],
    ["年龄", `${info.age}岁`],
    ["生日", info.birthday],
    ["身高", `${info.height}cm`],
    ["体重", `${info.weight}kg`],
    ["国籍", info.nationality],
    ...(sport === "football" ? ([["惯用脚", info.preferredFoot], ["身价", `€${formatAmount(info.marketValue)}`]] as [string, string][]) : ([["年薪", `$${formatAmount(info.marketValue)}`]] as [string, string][])),
  ];
  return (
    <Container size="xl" className={pageClasses.page} data-testid="player-page">
      <header className={pageClasses.header}>
        <Avatar src={info.logo || null} name={info.name} size={80} color="initials" className={classes.avatar} />
        <div className={pageClasses.headText}>
          <h1 className={pageClasses.name}>
            {info.name}
            <span className={classes.shirt}>#{info.number}</span>
          </h1>
          <TeamLink id={info.teamId} sport={sport} className={pageClasses.competition}>
            <img src={info.teamLogo} alt="" width={18} height={18} />
            {info.teamName}
            <span className={pageClasses.dim}>· {info.competitionName}</span>
          </TeamLink>
          <FactList facts={profile} />
        </div>
      </header>
      <section className={pageClasses.panel}>
        <h2 className={pageClasses.sectionTitle}>本赛季数据</h2>
        <NumberCards cards={seasonCards(info.stats)} testId="player-season" />
      </section>
      <section className={pageClasses.panel}>
        <h2 className={pageClasses.sectionTitle}>近期比赛</h2>
        {recent.isPending ? (
          <PageLoading label="近期比赛加载中" />
        ) : recent.isError ? (
          <PageFailure message={recent.error.message || "近期比赛加载失败"} onRetry={() => void recent.refetch()} />
        ) : recent.data.length === 0 ? (
          <EmptyNote>暂无比赛</EmptyNote>
        ) : (
          <MatchRows sport={sport} matches={recent.data} teamId={info.teamId} extra={(m) => lineOf(m.stats)} testId="player-match" />
        )}
      </section>
    </Container>
  );
}

export function PlayerPage({ sport }: { sport: Sport }) {
  const { competeId }: { competeId?: string } = useParams({ strict: false });
  const id = libraryIdOf(competeId) ?? 0;
  const valid = id > 0;
  const info = useQuery({ ...playerInfoQuery(sport, id), enabled: valid });
  if (!valid) return <PageFailure message="球员不存在" />;
  if (info.isPending) return <PageLoading label="球员加载中" />;
  if (info.isError) return <PageFailure message={info.error.message || "球员加载失败"} onRetry={() => void info.refetch()} />;
  return <Player key={info.data.playerId} sport={sport} info={info.data} />;
}
