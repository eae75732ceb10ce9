export { FollowMatchStar } from "./ui/follow-match-star";
export { matchFollowKeyPressed } from "./model/follow";
export { useMatchFollowKey } from "./ui/use-match-follow-key";
