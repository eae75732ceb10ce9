// The feed a player shows for a source: connected through the video port while the source stays
// the same (its key), closed when it changes or the player unmounts.
import { useEffect, useRef, useState } from "react";
import { connectVideo, type VideoFeed, type VideoSource } from "@/shared/video";
import { videoSourceKey } from "../lib/video-source";

export interface FeedState {
  feed: VideoFeed | null;
  failed: boolean;
}

const NOTHING: FeedState = { feed: null, failed: false };

export function useVideoFeed(source: VideoSource | null): FeedState {
  const [state, setState] = useState<FeedState>(NOTHING);
  const latest = useRef(source);
  latest.current = source;
  const key = videoSourceKey(source);
  useEffect(() => {
    setState(NOTHING);
    const current = latest.current;
    if (!current) return undefined;
    return connectVideo(current, {
      feed: (feed) => setState({ feed, failed: false }),
      failed: (error) => {
        console.warn("[live-player] the video could not start", error);
        setState({ feed: null, failed: true });
      },
    });
  }, [key]);
  return state;
}
