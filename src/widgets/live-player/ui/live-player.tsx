// The live player (docs/product-rules.md "Live player"): the room's stream in a <video> (its
// real-time channel, or the sim's stand-in), the match header, the anchor card, the room number
// and viewers, 进入直播间, the controls (hidden 3 s after the pointer stops), the red 取消静音 while
// muted, and the ended and banned panels in place of the stream. With no room: 暂无直播.
import { useRef } from "react";
import { Button } from "@mantine/core";
import type { LiveRoomItem } from "@/entities/live-room";
import { ROUTES } from "@/shared/routes";
import { videoSourceOf } from "../lib/video-source";
import { useControlsShown } from "../model/use-controls-shown";
import { usePlayback } from "../model/use-playback";
import { useVideoFeed } from "../model/use-video-feed";
import { AnchorCard, RoomFacts } from "./anchor-card";
import { BannedPanel, EndedPanel } from "./end-panels";
import { MatchHeader } from "./match-header";
import { PlayerControls } from "./player-controls";
import { MutedIcon } from "./player-icons";
import classes from "./live-player.module.css";

export interface LivePlayerProps {
  /** The room to play; null when there is none (the home list is empty). */
  room: LiveRoomItem | null;
  /** In the live room page: the page shows the match header and anchor itself, so the video carries only the stream, its panels and controls. */
  inRoom?: boolean;
}

function signalText(hasSource: boolean, failed: boolean): string {
  if (failed) return "直播画面加载失败，请稍后重试";
  return hasSource ? "正在连接直播画面…" : "暂无直播画面";
}

export function LivePlayer({ room, inRoom = false }: LivePlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const status = room?.room.livingRoomStatus ?? null;
  const live = status === "start";
  const source = room && live ? videoSourceOf(room) : null;
  const { feed, failed } = useVideoFeed(source);
  const playback = usePlayback(feed, frame);
  const { shown, wake } = useControlsShown(playback.paused);

  if (!room) {
    return (
      <div className={classes.frame} data-testid="live-player" data-state="empty">
        <div className={classes.empty}>暂无直播</div>
      </div>
    );
  }
  return (
    <div
      ref={frame}
      className={classes.frame}
      data-testid="live-player"
      data-state={status}
      data-controls={live && shown ? "shown" : "hidden"}
      onPointerMove={wake}
      onPointerDown={wake}
      onFocus={wake}
    >
      <video ref={playback.video} className={classes.video} autoPlay muted playsInline {...playback.events} data-testid="player-video" />
      {live && !feed && <div className={classes.signal}>{signalText(source !== null, failed)}</div>}
      {!inRoom && (
        <div className={classes.top}>
          {room.match ? <MatchHeader match={room.match} /> : <div className={classes.header} />}
          {live && (
            <Button component="a" href={ROUTES.liveRoom.href({ roomId: room.room.roomId })} target="_blank" rel="noopener noreferrer" radius="xl" size="sm" className={classes.enter}>
              进入直播间
            </Button>
          )}
        </div>
      )}
      {live && playback.muted && (
        <button type="button" className={classes.unmute} onClick={playback.unmute} data-testid="unmute-prompt">
          <MutedIcon />
          取消静音
        </button>
      )}
      {status === "end" && <EndedPanel item={room} />}
      {status === "illegal" && <BannedPanel />}
      {!inRoom && (
        <div className={classes.bottom}>
          <AnchorCard item={room} />
          <RoomFacts item={room} />
        </div>
      )}
      {live && (
        <PlayerControls
          shown={shown}
          paused={playback.paused}
          muted={playback.muted}
          volume={playback.volume}
          fullscreen={playback.fullscreen}
          onTogglePlay={playback.togglePlay}
          onToggleMute={playback.toggleMute}
          onVolume={playback.changeVolume}
          onToggleFullscreen={playback.toggleFullscreen}
        />
      )}
    </div>
  );
}
