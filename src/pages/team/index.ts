// /footballTeamDetail/$competeId and /basketballTeamDetail/$teamId: a team's page.
export { FootballTeamPage } from "./ui/football-team-page";
export { BasketballTeamPage } from "./ui/basketball-team-page";
