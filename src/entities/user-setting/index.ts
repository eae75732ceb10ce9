export { $userSetting, displayFilterToggled, userSettingChanged } from "./model/user-setting";
export { $audioTip, $goalTips, $goalTipsForAll, audioTipChanged, goalTipsChanged } from "./model/goal-tip-settings";
export type { DisplayFilterKey, DisplayFilters } from "./lib/user-setting";
