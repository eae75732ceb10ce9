// /footballMatchData/index and /basketballMatchData/index: the data library's entry — recent
// competitions and the competition menu.
import { Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { recentCompetitionsQuery } from "../api/menu-requests";
import { CompetitionMenu } from "./competition-menu";
import { CompetitionLink } from "@/shared/ui/library-links";
import classes from "./competition-menu.module.css";

const TITLES: Readonly<Record<Sport, string>> = { football: "足球资料库", basketball: "篮球资料库" };

function RecentCompetitions({ sport }: { sport: Sport }) {
  const recent = useQuery(recentCompetitionsQuery(sport));
  // While loading, the strip holds its place (its height is fixed); with nothing recent it goes.
  if (!recent.isPending && !recent.data?.length) return null;
  return (
    <div className={classes.recent} data-testid="recent-competitions" aria-busy={recent.isPending || undefined}>
      <span className={classes.recentLabel}>近期赛事</span>
      {recent.data?.map((c) => (
        <CompetitionLink key={c.competitionId} id={c.competitionId} sport={sport} className={classes.card} title={c.name}>
          <img src={c.logo} alt="" width={28} height={28} loading="lazy" />
          <span className={classes.cardName}>{c.shortName}</span>
        </CompetitionLink>
      ))}
    </div>
  );
}

export function MatchDataPage({ sport }: { sport: Sport }) {
  return (
    <Container size="xl" className={classes.page} data-testid="match-data-page">
      <div className={classes.head}>
        <h1 className={classes.title}>{TITLES[sport]}</h1>
      </div>
      <RecentCompetitions sport={sport} />
      <CompetitionMenu sport={sport} />
    </Container>
  );
}
