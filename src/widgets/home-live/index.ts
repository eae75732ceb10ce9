// The home page's live block: the player (given by the page) beside the live-room list.
export { HomeLive, type HomeLiveProps } from "./ui/home-live";
