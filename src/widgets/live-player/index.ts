// The live player: a room's stream with its match header, anchor card, controls and the ended and
// banned panels. The home page shows it beside its live list; the live room page reuses it.
export { LivePlayer, type LivePlayerProps } from "./ui/live-player";
// The pre-match countdown the player's header shows; the live room's header shows the same.
export { countdownText } from "./lib/countdown";
export { useSecondsUntil } from "./model/use-seconds-until";
