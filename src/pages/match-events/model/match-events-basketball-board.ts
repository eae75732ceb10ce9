// /matchEvents' own basketball board: its view state belongs to this page. Loaded with the 篮球
// tab, so the football tab's first download does not carry it.
import { createBasketballBoard } from "@/widgets/basketball-board";

export const matchEventsBasketballBoard = createBasketballBoard();
