export { PinButton } from "./ui/pin-button";
export { CompetitionWithPin } from "./ui/competition-with-pin";
export { $pinnedMatchSet } from "./model/pinned-matches";
