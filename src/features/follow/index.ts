export { FollowMatchStar } from "./ui/follow-match-star";
export { matchFollowKeyPressed } from "./model/follow";
export { useMatchFollowKey } from "./ui/use-match-follow-key";
export { FollowAnchorButton } from "./ui/follow-anchor-button";
export { FollowOrMessageButton } from "./ui/follow-or-message-button";
export { FollowCompetitionButton, FollowTeamButton } from "./ui/follow-target-button";
