// /footballMatchData/matchDetail/$competeId and its basketball twin: a competition's page.
export { FootballCompetitionPage } from "./ui/football-competition-page";
export { BasketballCompetitionPage } from "./ui/basketball-competition-page";
