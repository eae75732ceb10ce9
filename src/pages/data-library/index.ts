export { FootballMatchDataPage } from "./ui/football-match-data-page";
export { BasketballMatchDataPage } from "./ui/basketball-match-data-page";
export { FootballCompetitionPage } from "./ui/football-competition-page";
export { BasketballCompetitionPage } from "./ui/basketball-competition-page";
