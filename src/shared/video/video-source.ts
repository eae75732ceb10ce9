// The video port: what a player asks to watch and what it gets back. A room with a real-time
// channel is watched through the vendor SDK (Agora, as audience); a room without one, in the
// simulated product, through a stand-in stream generated in the browser. Either way the player
// receives a MediaStream for a <video> element, as Agora's own remote tracks are MediaStreamTracks.

/** What the stand-in draws for a room: colours seeded by `seed`, a title and a line under it. */
export interface StandInScene {
  seed: number;
  title: string;
  subtitle: string;
}

export type VideoSource =
  | { kind: "agora"; appId: string; channel: string; token: string }
  | { kind: "stand-in"; scene: StandInScene };

/** A playable feed. `unlockAudio` is called from a user gesture (unmuting) so audio may start. */
export interface VideoFeed {
  stream: MediaStream;
  unlockAudio: () => void;
}

export interface VideoListener {
  /** A new feed, or null while nothing plays (the remote host unpublished). */
  feed: (feed: VideoFeed | null) => void;
  failed: (error: unknown) => void;
}

/** Opens a source; resolves to the function that closes it (leaves the channel, stops the tracks). */
export type VideoOpener<S> = (source: S, listener: VideoListener) => Promise<() => void>;
