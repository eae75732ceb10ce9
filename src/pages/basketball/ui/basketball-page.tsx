// /basketball: the basketball home — the basketball board (docs/product-rules.md "Match lists").
import { Container, Title } from "@mantine/core";
import { BasketballBoard } from "@/widgets/basketball-board";
import { basketballPageBoard } from "../model/basketball-page-board";

export function BasketballPage() {
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">
        篮球
      </Title>
      <BasketballBoard model={basketballPageBoard} />
    </Container>
  );
}
