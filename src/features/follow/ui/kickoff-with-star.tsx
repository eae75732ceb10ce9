// A list row's kick-off with the row's follow star under it: the boards' phone rows, which leave
// out the actions column (the pin goes under the competition the same way).
import { KickoffTime, type Match } from "@/entities/match";
import { FollowMatchStar, type FollowMatchStarProps } from "./follow-match-star";
import classes from "./kickoff-with-star.module.css";

export function KickoffWithStar({ match, sportType }: { match: Pick<Match, "matchId" | "matchTime" | "lotterys" | "hasFollow"> } & Pick<FollowMatchStarProps, "sportType">) {
  return (
    <span className={classes.stack}>
      <KickoffTime match={match} />
      <FollowMatchStar matchId={match.matchId} sportType={sportType} hasFollow={match.hasFollow} />
    </span>
  );
}
