export { ROUTES, searchOf, type Id, type MatchSport, type RouteName } from "./route-table";
