// Watching a room's real-time channel with agora-rtc-sdk-ng as audience, uid 0 (the SDK assigns
// one). This module is reached only through a dynamic import: the SDK is a chunk of its own.
// The SDK's ESM build: its modules (@agora-js/*) tree-shake, where the default UMD bundle ships whole.
import { createClient, setLogLevel, type IAgoraRTCRemoteUser } from "agora-rtc-sdk-ng/esm";
import type { VideoListener } from "./video-source";

interface AgoraSource {
  appId: string;
  channel: string;
  token: string;
}

/** Errors and warnings only: the SDK logs every step at its default level. */
const LOG_WARNING = 2;

export async function openAgoraChannel({ appId, channel, token }: AgoraSource, listener: VideoListener): Promise<() => void> {
  setLogLevel(LOG_WARNING);
  const client = createClient({ mode: "live", codec: "vp8" });
  // The anchor is the one host who publishes; its video and audio make the feed.
  const tracks: { video?: MediaStreamTrack; audio?: MediaStreamTrack } = {};
  let host: IAgoraRTCRemoteUser["uid"] | null = null;

  const report = () => {
    const live = [tracks.video, tracks.audio].filter((track): track is MediaStreamTrack => track !== undefined);
    // A new MediaStream each time: a <video> given the same object again would not pick up the change.
    listener.feed(live.length > 0 ? { stream: new MediaStream(live), unlockAudio: () => {} } : null);
  };

  client.on("user-published", (user, mediaType) => {
    if (mediaType !== "video" && mediaType !== "audio") return;
    if (host !== null && host !== user.uid) return;
    host = user.uid;
    const subscribed = mediaType === "video" ? client.subscribe(user, "video") : client.subscribe(user, "audio");
    subscribed.then(
      (track) => {
        tracks[mediaType] = track.getMediaStreamTrack();
        report();
      },
      (error: unknown) => listener.failed(error),
    );
  });
  client.on("user-unpublished", (user, mediaType) => {
    if (user.uid !== host || (mediaType !== "video" && mediaType !== "audio")) return;
    delete tracks[mediaType];
    if (!tracks.video && !tracks.audio) host = null;
    report();
  });

  await client.setClientRole("audience");
  await client.join(appId, channel, token, 0);
  return () => {
    client.removeAllListeners();
    void client.leave();
  };
}
