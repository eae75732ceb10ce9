export { CompetitionLink, PlayerLink, TeamLink } from "./library-links";
