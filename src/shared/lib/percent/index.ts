export { clampPercent } from "./clamp-percent";
