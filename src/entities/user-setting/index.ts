export { $userSetting, displayFilterToggled, userSettingChanged } from "./model/user-setting";
export { $audioTip, $goalTips, $goalTipsForAll, audioTipChanged, goalTipsChanged } from "./model/goal-tip-settings";
export { displayFiltersOf, type DisplayFilterKey, type DisplayFilters } from "./lib/user-setting";
