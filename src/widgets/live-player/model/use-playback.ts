// The <video> element's state as the controls drive it: the feed attached as srcObject and
// started muted (browsers allow muted autoplay), pause and play, mute and volume (0–100),
// fullscreen of the player's frame.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { VideoFeed } from "@/shared/video";
import { UNMUTE_VOLUME } from "../config/player-config";

export function usePlayback(feed: VideoFeed | null, frame: RefObject<HTMLElement | null>) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(UNMUTE_VOLUME);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = feed?.stream ?? null;
    if (feed) element.play()?.catch(() => setPaused(true));
  }, [feed]);

  // React does not keep the muted attribute in step; the property is set here.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    element.volume = volume / 100;
  }, [muted, volume, feed]);

  useEffect(() => {
    const changed = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", changed);
    return () => document.removeEventListener("fullscreenchange", changed);
  }, [frame]);

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play()?.catch(() => setPaused(true));
    else element.pause();
  }, []);

  const unmute = useCallback(() => {
    feed?.unlockAudio();
    setMuted(false);
    setVolume((current) => (current === 0 ? UNMUTE_VOLUME : current));
  }, [feed]);

  const toggleMute = useCallback(() => (muted ? unmute() : setMuted(true)), [muted, unmute]);

  const changeVolume = useCallback(
    (next: number) => {
      setVolume(next);
      if (next === 0) setMuted(true);
      else if (muted) {
        feed?.unlockAudio();
        setMuted(false);
      }
    },
    [feed, muted],
  );

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  }, [frame]);

  const events = { onPlay: () => setPaused(false), onPause: () => setPaused(true) };
  return { video, events, paused, muted, volume, fullscreen, togglePlay, unmute, toggleMute, changeVolume, toggleFullscreen };
}
