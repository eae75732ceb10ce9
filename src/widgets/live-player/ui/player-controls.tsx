// The control bar: play/pause, mute with a 0–100 volume slider, fullscreen.
import type { ChangeEvent, CSSProperties } from "react";
import { ExitFullscreenIcon, FullscreenIcon, MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from "./player-icons";
import classes from "./live-player.module.css";

export interface PlayerControlsProps {
  shown: boolean;
  paused: boolean;
  muted: boolean;
  volume: number;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onToggleFullscreen: () => void;
}

export function PlayerControls(props: PlayerControlsProps) {
  const { shown, paused, muted, volume, fullscreen } = props;
  const heard = muted ? 0 : volume;
  return (
    <div className={classes.controls} data-shown={shown || undefined} data-testid="player-controls">
      <button type="button" className={classes.control} onClick={props.onTogglePlay} aria-label={paused ? "播放" : "暂停"}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button type="button" className={classes.control} onClick={props.onToggleMute} aria-label={muted ? "取消静音" : "静音"}>
        {muted || volume === 0 ? <MutedIcon /> : <VolumeIcon />}
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={heard}
        aria-label="音量"
        className={classes.volume}
        style={{ "--volume": `${heard}%` } as CSSProperties}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onVolume(Number(event.target.value))}
      />
      <span className={classes.controlsSpacer} />
      <button type="button" className={classes.control} onClick={props.onToggleFullscreen} aria-label={fullscreen ? "退出全屏" : "全屏"}>
        {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
      </button>
    </div>
  );
}
