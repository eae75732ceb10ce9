// The data library's teams and players (docs/api-calls.md "Data library: teams and players").
export { librarySquad, parsePlayerId, playerIdOf, type SquadPlayer } from "./squad";
export { teamProfile } from "./team-profile";
export { teamMatches, finishedTeamMatches, currentSeasonId, playsIn } from "./team-matches";
export { teamRecord, handicapLine, type TeamRecord } from "./team-record";
export { squadTotals, playerMatchLines, rankPlayers } from "./season-stats";
export { matchLines, shareOut, emptyStats, type PlayerStats } from "./player-lines";
export { meetings } from "./head-to-head";
export { hotTeams, type HotTeam } from "./hot-teams";
