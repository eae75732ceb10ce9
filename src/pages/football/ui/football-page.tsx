// /football: the football home — today's live list (spec 1 §2, "Football home table").
import { Container, Title } from "@mantine/core";
import { useFootballTodayList } from "@/entities/match";
import { FootballLiveList, MatchListFallback } from "@/widgets/football-live-list";

export function FootballPage() {
  const query = useFootballTodayList();
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">足球</Title>
      <MatchListFallback query={query}>
        <FootballLiveList />
      </MatchListFallback>
    </Container>
  );
}
