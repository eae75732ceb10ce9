// Teams and players of the data library: their cards, the id their addresses carry, and the
// head-to-head of a match's two teams.
export { playerFieldsSchema, playerInfoQuery, statsSchema, teamInfoQuery, type PlayerInfo, type PlayerStats, type TeamInfo } from "./api/card-requests";
export { libraryIdOf } from "./lib/library-id";
export { matchHeadToHeadQuery, matchHistoryQueries, type HeadToHead } from "./api/head-to-head-request";
