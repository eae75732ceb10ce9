export { StreakTags } from "./ui/streak-tags";
export type { StreakSource, StreakTag } from "./lib/streak-tags";
