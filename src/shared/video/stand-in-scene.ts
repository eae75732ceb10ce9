// Draws one frame of the stand-in scene: the room's two colours, a pitch with moving stripes and a
// ball, the room's title and line, a LIVE mark with the stream's running clock, and a corner
// label saying this is the simulated feed.
import type { StandInPalette } from "./stand-in-palette";
import type { StandInScene } from "./video-source";

/** Shown when the browser can draw no stand-in (no 2D canvas, no capture). */
export const STAND_IN_UNAVAILABLE = "此浏览器无法播放模拟直播画面";

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 540;

const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

/** A page canvas's context or a worker's (stand-in-worker). */
export type SceneContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** `elapsedMs` since the stream opened: the ball, the stripes and the clock move with it. */
export function drawStandInFrame(ctx: SceneContext, scene: StandInScene, palette: StandInPalette, elapsedMs: number) {
  const w = SCENE_WIDTH;
  const h = SCENE_HEIGHT;
  const t = elapsedMs / 1000;

  const sky = ctx.createLinearGradient(0, 0, w, h);
  sky.addColorStop(0, `hsl(${palette.homeHue} 55% 22%)`);
  sky.addColorStop(1, `hsl(${palette.awayHue} 55% 20%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);

  // The pitch: a lower band with stripes drifting as a camera pan would.
  // Players overlay their header on the top quarter: the scene's text sits below it.
  const top = h * 0.55;
  const stripe = 64;
  const offset = (t * 24) % (stripe * 2);
  for (let x = -stripe * 2 + offset; x < w + stripe; x += stripe) {
    const even = Math.round((x - offset) / stripe) % 2 === 0;
    ctx.fillStyle = `hsl(${palette.fieldHue} 45% ${even ? 24 : 20}%)`;
    ctx.fillRect(x, top, stripe, h - top);
  }
  ctx.strokeStyle = "rgba(255,255,255,0.35)";
  ctx.lineWidth = 3;
  ctx.strokeRect(40, top + 20, w - 80, h - top - 50);
  ctx.beginPath();
  ctx.moveTo(w / 2, top + 20);
  ctx.lineTo(w / 2, h - 30);
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(w / 2, top + (h - top - 10) / 2, 80, 30, 0, 0, Math.PI * 2);
  ctx.stroke();

  // The ball on a slow Lissajous path over the pitch.
  const angle = t * 0.9 + palette.phase * Math.PI * 2;
  const ballX = w / 2 + Math.sin(angle) * (w / 2 - 110);
  const ballY = top + (h - top) / 2 + Math.sin(angle * 1.7) * ((h - top) / 2 - 50);
  ctx.fillStyle = "rgba(0,0,0,0.35)";
  ctx.beginPath();
  ctx.ellipse(ballX + 6, ballY + 14, 14, 5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#f5f5f5";
  ctx.beginPath();
  ctx.arc(ballX, ballY, 12, 0, Math.PI * 2);
  ctx.fill();

  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#ffffff";
  ctx.font = `600 44px ${FONT}`;
  ctx.fillText(scene.title, w / 2, h * 0.37, w - 120);
  ctx.fillStyle = "rgba(255,255,255,0.78)";
  ctx.font = `400 26px ${FONT}`;
  ctx.fillText(scene.subtitle, w / 2, h * 0.47, w - 120);

  // LIVE and the running time, centred above the title.
  const markY = h * 0.27;
  ctx.fillStyle = "#e03131";
  ctx.beginPath();
  ctx.roundRect(w / 2 - 78, markY - 15, 62, 30, 6);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.font = `700 18px ${FONT}`;
  ctx.fillText("LIVE", w / 2 - 47, markY + 1);
  ctx.font = `500 20px ui-monospace, ${FONT}`;
  ctx.textAlign = "left";
  ctx.fillText(clockText(elapsedMs), w / 2 - 6, markY + 1);

  ctx.textAlign = "right";
  ctx.fillStyle = "rgba(255,255,255,0.5)";
  ctx.font = `400 16px ${FONT}`;
  ctx.fillText("看球 · 模拟直播画面", w - 24, top - 12);
}

/** The stream's running time, mm:ss (hh:mm:ss past an hour). */
export function clockText(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${pad(hours)}:${rest}` : rest;
}
