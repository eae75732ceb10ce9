export { GoalPopupStack } from "./ui/goal-popup-stack";
export { GoalPopupSettings } from "./ui/goal-popup-settings";
