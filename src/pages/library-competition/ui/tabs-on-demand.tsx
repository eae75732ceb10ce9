// The tabs after 积分 are not the first view: their code (the season's virtual grid, the bracket,
// the statistics and the rankings with their pickers) downloads when one opens, or as soon as the
// pointer or the keyboard reaches the tab strip, so a click usually finds it here already. Not at
// idle: evaluating it then lands in the load's busy time.
import { createOnDemand, preloadAll } from "@/shared/ui/on-demand";

const loaders = {
  matches: () => import("./matches-tab").then((module) => module.MatchesTab),
  bracket: () => import("./bracket-tab").then((module) => module.BracketTab),
  data: () => import("./team-stats-tab").then((module) => module.TeamStatsTab),
  rankings: () => import("./rankings-tab").then((module) => module.RankingsTab),
};

export const MatchesTabOnDemand = createOnDemand(loaders.matches);
export const BracketTabOnDemand = createOnDemand(loaders.bracket);
export const TeamStatsTabOnDemand = createOnDemand(loaders.data);
export const RankingsTabOnDemand = createOnDemand(loaders.rankings);

/** Starts every tab's download. */
export const preloadTabs = () => preloadAll(loaders);
