// Teams and players of the data library: their cards, and the id their addresses carry.
export {
  playerInfoQuery,
  statsSchema,
  teamInfoQuery,
  type BasketballStats,
  type FootballStats,
  type PlayerInfo,
  type PlayerStats,
  type TeamInfo,
} from "./api/card-requests";
export { libraryIdOf } from "./lib/library-id";
