export { kickoffClock } from "./kickoff-clock";
