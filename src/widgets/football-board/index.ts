// The football board: the list view over football's lists with football's grid, filter and cells.
export { FootballBoard } from "./ui/football-board";
export { createFootballBoard } from "./model/create-football-board";
