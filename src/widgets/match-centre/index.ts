export { MatchCentre, type MatchCentreProps } from "./ui/match-centre";
