export { $userSetting, displayFilterToggled, userSettingChanged, userSettingReset } from "./model/user-setting";
export { $audioTip, $goalTips, $goalTipsForAll, audioTipChanged, goalTipsChanged } from "./model/goal-tip-settings";
export type { DisplayFilterKey, DisplayFilters, DisplaySport, UserSetting } from "./lib/user-setting";
