// The 篮球 tab's body, a chunk of its own (match-events-page loads it on demand).
import { BasketballBoard } from "@/widgets/basketball-board";
import { matchEventsBasketballBoard } from "../model/match-events-basketball-board";

export function BasketballTab() {
  return <BasketballBoard model={matchEventsBasketballBoard} />;
}
