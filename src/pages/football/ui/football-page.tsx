// /football: the football home — the football board (docs/product-rules.md "Match lists").
import { Container, Title } from "@mantine/core";
import { useListViewOpened } from "@/features/match-list-view";
import { FootballBoard } from "@/widgets/football-board";
import { footballPageBoard } from "../model/football-page-board";

export function FootballPage() {
  const ready = useListViewOpened(footballPageBoard.view);
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">
        足球
      </Title>
      {ready && <FootballBoard model={footballPageBoard} />}
    </Container>
  );
}
