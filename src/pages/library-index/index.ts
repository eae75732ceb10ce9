// /footballMatchData/index and /basketballMatchData/index: the data library's entry (recent
// competitions and the competition menu), a chunk apart from a competition's page.
export { FootballMatchDataPage } from "./ui/football-match-data-page";
export { BasketballMatchDataPage } from "./ui/basketball-match-data-page";
