// Teams and players of the data library: their cards, the id their addresses carry, the
// head-to-head of a match's two teams, and a team's matches read from its side (rules and rows).
export { playerFieldsSchema, playerInfoQuery, statsSchema, teamInfoQuery, type PlayerInfo, type PlayerStats, type TeamInfo } from "./api/card-requests";
export { teamMatchSchema } from "./api/team-match-schema";
export { libraryMatchFields } from "./api/library-match-fields";
export { parseRecord } from "./lib/record-string";
export { libraryIdOf } from "./lib/library-id";
export { matchHeadToHeadQuery, matchHistoryQueries, type HeadToHead } from "./api/head-to-head-request";
export { outcomeOf, perGame, shooting, splitMatches } from "./lib/team-matches";
export { MatchRows } from "./ui/match-rows";
