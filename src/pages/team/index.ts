export { FootballTeamPage } from "./ui/football-team-page";
export { BasketballTeamPage } from "./ui/basketball-team-page";
export { TeamHistoryPage } from "./ui/team-history-page";
export { FootballPlayerPage } from "./ui/football-player-page";
export { BasketballPlayerPage } from "./ui/basketball-player-page";
