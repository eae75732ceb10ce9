export { PinButton } from "./ui/pin-button";
export { $pinnedMatchSet } from "./model/pinned-matches";
