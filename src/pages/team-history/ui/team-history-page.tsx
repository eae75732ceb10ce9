// /teamDetailHistory/{matchId} (docs/product-rules.md "Team and player pages"): the match's two
// teams, their meetings and each one's recent results. The route does not say the sport: the
// match is looked up in both and the sport that knows it answers.
import { Container } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import type { Sport } from "@/shared/config";
import { matchHistoryQueries, MatchRows, outcomeOf, type HeadToHead } from "@/entities/team";
import { TeamLink } from "@/shared/ui/library-links";
import { libraryPageClasses as pageClasses, EmptyNote, PageFailure, PageLoading } from "@/shared/ui/library-page";
import classes from "./team-history.module.css";


function Form({ sport, data, side }: { sport: Sport; data: HeadToHead; side: "home" | "away" }) {
  const team = side === "home" ? data.homeTeam : data.awayTeam;
  const matches = side === "home" ? data.homeRecent : data.awayRecent;
  const outcomes = matches.map((m) => outcomeOf(sport, m, team.teamId));
  const count = (o: string) => outcomes.filter((x) => x === o).length;
  return (
    <section className={pageClasses.panel} data-testid={`recent-${side}`}>
      <h2 className={pageClasses.sectionTitle}>
        {team.name} 近期战绩
        <span className={pageClasses.dim}>
          {sport === "football" ? `${count("胜")}胜 ${count("平")}平 ${count("负")}负` : `${count("胜")}胜 ${count("负")}负`}
        </span>
      </h2>
      {matches.length === 0 ? <EmptyNote>暂无比赛</EmptyNote> : <MatchRows sport={sport} matches={matches} teamId={team.teamId} compact />}
    </section>
  );
}

function History({ sport, data }: { sport: Sport; data: HeadToHead }) {
  const { won, drawn, lost } = data.summary;
  const teamHead = (team: HeadToHead["homeTeam"]) => (
    <TeamLink id={team.teamId} sport={sport} className={classes.versusTeam} title={team.name}>
      <img src={team.logo} alt="" width={64} height={64} className={pageClasses.logo} />
      <span className={classes.versusName}>{team.name}</span>
      <span className={pageClasses.dim}>{team.competitionName}</span>
    </TeamLink>
  );
  return (
    <Container size="xl" className={pageClasses.page} data-testid="team-history">
      <header className={classes.versus}>
        {teamHead(data.homeTeam)}
        <div className={classes.versusMiddle}>
          <h1 className={classes.versusTitle}>历史交锋</h1>
          <span className={classes.versusRecord}>
            {sport === "football" ? `${won}胜 ${drawn}平 ${lost}负` : `${won}胜 ${lost}负`}
          </span>
          <span className={pageClasses.dim}>近{data.matches.length}次交手（{data.homeTeam.name}视角）</span>
        </div>
        {teamHead(data.awayTeam)}
      </header>
      <section className={pageClasses.panel}>
        <h2 className={pageClasses.sectionTitle}>交锋记录</h2>
        {data.matches.length === 0 ? <EmptyNote>两队近三个赛季没有交手记录</EmptyNote> : <MatchRows sport={sport} matches={data.matches} teamId={data.homeTeam.teamId} testId="h2h-match" />}
      </section>
      <div className={classes.twoColumns}>
        <Form sport={sport} data={data} side="home" />
        <Form sport={sport} data={data} side="away" />
      </div>
    </Container>
  );
}

export function TeamHistoryPage() {
  const { matchId }: { matchId?: string } = useParams({ strict: false });
  const id = Number(matchId);
  const valid = Number.isInteger(id) && id > 0;
  const asks = matchHistoryQueries(id);
  const results = useQueries({ queries: asks.map(({ query }) => ({ ...query, enabled: valid })) });
  if (!valid) return <PageFailure message="比赛不存在" />;
  const found = results.findIndex((r) => r.isSuccess);
  if (found >= 0) return <History sport={asks[found]!.sport} data={results[found]!.data!} />;
  if (results.some((r) => r.isPending)) return <PageLoading label="历史战绩加载中" />;
  const message = results.map((r) => r.error?.message).find((m) => m && m !== "比赛不存在");
  return <PageFailure message={message ?? "比赛不存在"} onRetry={message ? () => results.forEach((r) => void r.refetch()) : undefined} />;
}
