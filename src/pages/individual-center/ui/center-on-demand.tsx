// The center's panels after the first (each role's menu opens on its level panel, which stays in
// the page's chunk) and the profile card's dialogs: each one's code downloads when it is shown,
// and every panel's as soon as the pointer or the keyboard reaches the menu and panel, so a click
// usually finds it here already.
import { createOnDemand, preloadAll } from "@/shared/ui/on-demand";

const panels = {
  forecastLevel: () => import("./panels/forecast-level-panel").then((module) => module.ForecastLevelPanel),
  footprints: () => import("./panels/footprints-panel").then((module) => module.FootprintsPanel),
  messages: () => import("./panels/messages-panel").then((module) => module.MessagesPanel),
  notices: () => import("./panels/notices-panel").then((module) => module.NoticesPanel),
  myPredictions: () => import("./panels/my-predictions-panel").then((module) => module.MyPredictionsPanel),
  follows: () => import("./follows-panel").then((module) => module.FollowsPanel),
  fans: () => import("./fans-panel").then((module) => module.FansPanel),
  liveNotices: () => import("./panels/live-notices").then((module) => module.LiveNoticesPanel),
};

export const ForecastLevelPanelOnDemand = createOnDemand(panels.forecastLevel);
export const FootprintsPanelOnDemand = createOnDemand(panels.footprints);
export const MessagesPanelOnDemand = createOnDemand(panels.messages);
export const NoticesPanelOnDemand = createOnDemand(panels.notices);
export const MyPredictionsPanelOnDemand = createOnDemand(panels.myPredictions);
export const FollowsPanelOnDemand = createOnDemand(panels.follows);
export const FansPanelOnDemand = createOnDemand(panels.fans);
export const LiveNoticesPanelOnDemand = createOnDemand(panels.liveNotices);

export const ProfileEditDialogOnDemand = createOnDemand(() => import("./profile-edit-dialog").then((module) => module.ProfileEditDialog));
export const ChangePhoneDialogOnDemand = createOnDemand(() => import("./change-phone-dialog").then((module) => module.ChangePhoneDialog));

/** Starts every panel's download. */
export const preloadPanels = () => preloadAll(panels);
