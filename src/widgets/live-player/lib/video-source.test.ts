import { describe, expect, it } from "vitest";
import type { LiveRoomItem } from "@/entities/live-room";
import { videoSourceKey, videoSourceOf } from "./video-source";

const item = (sw: LiveRoomItem["sw"]) =>
  ({
    room: { roomId: 31, roomName: "英超焦点" },
    anchor: { anchorName: "老张" },
    match: { competitionShortName: "英超", homeTeamName: "阿森纳", awayTeamName: "切尔西" },
    sw,
  }) as LiveRoomItem;

describe("a room's video source", () => {
  it("joins the room's channel when it has one and an app id is configured", () => {
    expect(videoSourceOf(item({ channelName: "room-31", swToken: "t0k" }), { appId: "app", standIn: true })).toEqual({
      kind: "agora",
      appId: "app",
      channel: "room-31",
      token: "t0k",
    });
  });

  it("plays the stand-in drawn for the room without a channel, in the simulated product", () => {
    const source = videoSourceOf(item(null), { appId: "app", standIn: true });
    expect(source).toEqual({ kind: "stand-in", scene: { seed: 31, title: "英超焦点", subtitle: "英超 · 阿森纳 vs 切尔西" } });
    expect(videoSourceOf(item({ channelName: "room-31", swToken: "t0k" }), { appId: null, standIn: true })?.kind).toBe("stand-in");
  });

  it("has none without a channel against the real API", () => {
    expect(videoSourceOf(item(null), { appId: "app", standIn: false })).toBeNull();
    expect(videoSourceKey(null)).toBe("none");
  });
});
