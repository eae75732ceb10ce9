export { FollowMatchStar } from "./ui/follow-match-star";
export { matchFollowKeyPressed } from "./model/follow";
