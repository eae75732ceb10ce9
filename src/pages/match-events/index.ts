export { MatchEventsPage } from "./ui/match-events-page";
