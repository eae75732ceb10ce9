// /footballPlayerDetail/$competeId and /basketballPlayerDetail/$competeId: a player's page.
export { FootballPlayerPage } from "./ui/football-player-page";
export { BasketballPlayerPage } from "./ui/basketball-player-page";
