export { FollowMatchStar, type FollowMatchStarProps } from "./ui/follow-match-star";
export { FollowAnchorButton, type FollowAnchorButtonProps } from "./ui/follow-anchor-button";
export {
  FollowTargetButton,
  FollowCompetitionButton,
  FollowTeamButton,
  type FollowTargetButtonProps,
} from "./ui/follow-target-button";
export { followToggled, matchFollowKeyPressed, type FollowToggle } from "./model/follow";
export { followStateRequested } from "./model/follow-read";
export { $followPending, $followStates, followChanged, readFollowStateFx, toggleFollowFx } from "./model/follow-state";
export { showFollowToastFx, type FollowToast } from "./model/follow-toast";
export { useFollowToggle } from "./model/use-follow-toggle";
export { followKey, type FollowTarget, type FollowOutcome, type FollowState, type FollowableEntity } from "./lib/follow-target";
export { sendFollowRequest, fetchFollowState, type FollowRequest } from "./api/follow-requests";
export { FOLLOW_MESSAGES, FOLLOW_SILENT_CODES } from "./config/follow-config";
