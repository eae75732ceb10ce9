export { StreakTags } from "./ui/streak-tags";
export type { StreakSource } from "./lib/streak-tags";
export { predictionRecordShape } from "./api/prediction-schemas";
