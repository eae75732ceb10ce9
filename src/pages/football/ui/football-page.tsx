// /football: the football home — the football board (docs/product-rules.md "Match lists").
import { Container, Title } from "@mantine/core";
import { FootballBoard } from "@/widgets/football-board";
import { footballPageBoard } from "../model/football-page-board";

export function FootballPage() {
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">
        足球
      </Title>
      <FootballBoard model={footballPageBoard} />
    </Container>
  );
}
