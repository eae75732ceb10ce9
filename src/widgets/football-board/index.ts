// The football board: the list view over football's lists with football's grid, filter and cells.
export { FootballBoard, type FootballBoardProps } from "./ui/football-board";
export { createFootballBoard, type FootballBoardModel } from "./model/create-football-board";
