// /matchEvents' own football board: its view state belongs to this page.
import { createFootballBoard } from "@/widgets/football-board";

export const matchEventsFootballBoard = createFootballBoard();
