// Teams and players of the data library: their cards, and the id their addresses carry.
export { playerFieldsSchema, playerInfoQuery, statsSchema, teamInfoQuery, type PlayerInfo, type PlayerStats, type TeamInfo } from "./api/card-requests";
export { libraryIdOf } from "./lib/library-id";
