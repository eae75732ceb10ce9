// Connects a player to a video source. Each vendor lives in its own lazy chunk (dynamic import),
// so neither the Agora SDK nor the stand-in's drawing code is in a page's first download.
import type { VideoListener, VideoSource } from "./video-source";

/**
 * Starts watching `source`; returns the disconnect. Disconnecting before the chunk has loaded or
 * the channel has been joined still closes whatever opens afterwards, and reports nothing more.
 */
export function connectVideo(source: VideoSource, listener: VideoListener): () => void {
  let closed = false;
  let close: (() => void) | null = null;
  const guarded: VideoListener = {
    feed: (feed) => {
      if (!closed) listener.feed(feed);
    },
    failed: (error) => {
      if (!closed) listener.failed(error);
    },
  };
  const opened =
    source.kind === "agora"
      ? import("./agora-channel").then(({ openAgoraChannel }) => openAgoraChannel(source, guarded))
      : import("./stand-in-stream").then(({ openStandInStream }) => openStandInStream(source.scene, guarded));
  opened.then(
    (closer) => {
      if (closed) closer();
      else close = closer;
    },
    (error: unknown) => guarded.failed(error),
  );
  return () => {
    closed = true;
    close?.();
    close = null;
  };
}
