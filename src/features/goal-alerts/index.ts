export { GoalPopupStack } from "./ui/goal-popup-stack";
export { GoalPopupSettingsOnDemand as GoalPopupSettings } from "./ui/goal-popup-settings-on-demand";
