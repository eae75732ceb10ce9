// Which feed a room plays (docs/product-rules.md "Live player"): its real-time channel when it has
// one and an Agora app id is configured; with the simulated product, the stand-in stream drawn
// for the room; otherwise none (the player says the picture is unavailable).
import { agoraAppId, playsStandInVideo } from "@/shared/config";
import type { LiveRoomItem } from "@/entities/live-room";
import type { VideoSource } from "@/shared/video";

export interface VideoSetup {
  appId: string | null;
  standIn: boolean;
}

const CONFIGURED: VideoSetup = { appId: agoraAppId, standIn: playsStandInVideo };

export function videoSourceOf(item: LiveRoomItem, setup: VideoSetup = CONFIGURED): VideoSource | null {
  if (item.sw && setup.appId) return { kind: "agora", appId: setup.appId, channel: item.sw.channelName, token: item.sw.swToken };
  if (!setup.standIn) return null;
  const match = item.match;
  const subtitle = match ? [match.competitionShortName, `${match.homeTeamName} vs ${match.awayTeamName}`].filter(Boolean).join(" · ") : item.anchor.anchorName;
  return { kind: "stand-in", scene: { seed: item.room.roomId, title: item.room.roomName || item.anchor.anchorName, subtitle } };
}

/** Rooms play the same feed while these are equal: a new viewer count must not reconnect it. */
export function videoSourceKey(source: VideoSource | null): string {
  if (!source) return "none";
  if (source.kind === "agora") return `agora:${source.appId}:${source.channel}:${source.token}`;
  return `stand-in:${source.scene.seed}:${source.scene.title}:${source.scene.subtitle}`;
}
