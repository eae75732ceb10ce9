// The video port (a shared segment of its own, so pages that play no video do not ship it in their
// first download): connect a player to a room's feed, an Agora audience join or the simulated
// product's stand-in stream, each a lazy chunk, handing back a MediaStream.
export { connectVideo } from "./connect-video";
export type { StandInScene, VideoFeed, VideoListener, VideoSource } from "./video-source";
