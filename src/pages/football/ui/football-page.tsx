// /football: the football home — the match board (spec 1 §2, "Football home table").
import { Container, Title } from "@mantine/core";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { FootballMatchBoard } from "@/widgets/football-match-table";

export function FootballPage() {
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">
        足球
      </Title>
      <FootballMatchBoard actions={<CompetitionFilterButton />} />
    </Container>
  );
}
