// /basketball's own basketball board: its view state belongs to this page.
import { createBasketballBoard } from "@/widgets/basketball-board";

export const basketballPageBoard = createBasketballBoard();
