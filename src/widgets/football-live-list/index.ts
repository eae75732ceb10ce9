export { FootballLiveList } from "./ui/football-live-list";
export { MatchListFallback } from "./ui/match-list-fallback";
