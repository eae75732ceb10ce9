export { appStarted } from "./app-started";
export { matchFollowChanged, type MatchFollowChange } from "./match-follow";
