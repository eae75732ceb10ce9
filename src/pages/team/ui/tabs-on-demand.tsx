// The tabs after 赛程/赛果 are not the first view: their code (the squad table with its scroll
// container, the record panel) downloads when one opens, or as soon as the pointer or the keyboard
// reaches the tab strip, so a click usually finds it here already.
import { createOnDemand, preloadAll } from "@/shared/ui/on-demand";

const loaders = {
  squad: () => import("./squad-tab").then((module) => module.SquadTab),
  data: () => import("./team-record-panel").then((module) => module.TeamRecordPanel),
};

export const SquadTabOnDemand = createOnDemand(loaders.squad);
export const TeamRecordPanelOnDemand = createOnDemand(loaders.data);

/** Starts every tab's download. */
export const preloadTabs = () => preloadAll(loaders);
