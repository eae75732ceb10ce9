// Competition and team logos as small PNGs, as a CDN would serve them: SVG artwork with CJK text
// cost Chromium a text layout and a vector raster on the main thread for every logo painted (the
// list draws a competition logo per row, the data library and home many team logos; bench/README.md,
// session 2 and the eighth session). A shield (competition) or a ringed disc (team) in the
// colour, with a lighter rim; no text. Pure TypeScript plus node:zlib for the deflate stream.
import { deflateSync } from "node:zlib";

const SIZE = 64;
const SAMPLES = 4; // per axis: 16 coverage samples per pixel for smooth edges

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const rgbOf = (color: string): [number, number, number] => {
  const hex = HEX_COLOR.test(color) ? color : "#A7A7AE";
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
};

type Point = [number, number];

const cubic = (p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point => {
  const u = 1 - t;
  const at = (i: 0 | 1) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [at(0), at(1)];
};

/** The shield of the SVG logo (M32 3 58 11v19c0 16-11 27-26 32C17 57 6 46 6 30V11z), flattened and scaled about the centre. */
function shield(scale: number): Point[] {
  const points: Point[] = [
    [32, 3],
    [58, 11],
    [58, 30],
  ];
  for (let i = 1; i <= 12; i++) points.push(cubic([58, 30], [58, 46], [47, 57], [32, 62], i / 12));
  for (let i = 1; i <= 12; i++) points.push(cubic([32, 62], [17, 57], [6, 46], [6, 30], i / 12));
  points.push([6, 11]);
  return points.map(([x, y]) => [32 + (x - 32) * scale, 32 + (y - 32) * scale]);
}

function inside(polygon: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (1 + width * 4) + 1);
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

interface LogoMask {
  /** Share of each pixel inside the shape, 0–1. */
  cover: Float32Array;
  /** Share of the covered part of each pixel on the rim, 0–1. */
  rim: Float32Array;
}

type Inside = (x: number, y: number) => boolean;

/** Samples a shape and its rim once per shape (~0.2 s); after that a logo is only coloured. */
function sampleMask(shape: Inside, onRim: Inside): LogoMask {
  const cover = new Float32Array(SIZE * SIZE);
  const rim = new Float32Array(SIZE * SIZE);
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let covered = 0;
      let rimmed = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!shape(x, y)) continue;
          covered++;
          if (onRim(x, y)) rimmed++;
        }
      }
      cover[py * SIZE + px] = covered / (SAMPLES * SAMPLES);
      rim[py * SIZE + px] = covered > 0 ? rimmed / covered : 0;
    }
  }
  return { cover, rim };
}

const masks: { shield?: LogoMask; disc?: LogoMask } = {};

function shieldMask(): LogoMask {
  if (masks.shield) return masks.shield;
  const [outer, rimOut, rimIn] = [shield(1), shield(0.82), shield(0.76)];
  return (masks.shield = sampleMask(
    (x, y) => inside(outer, x, y),
    (x, y) => inside(rimOut, x, y) && !inside(rimIn, x, y),
  ));
}

/** The SVG team logo's shape: a disc of radius 30 with a ring at radius 25 (2 px wide). */
function discMask(): LogoMask {
  if (masks.disc) return masks.disc;
  const distance = (x: number, y: number) => Math.hypot(x - 32, y - 32);
  return (masks.disc = sampleMask(
    (x, y) => distance(x, y) <= 30,
    (x, y) => Math.abs(distance(x, y) - 25) <= 1,
  ));
}

function colourMask(color: string, { cover, rim }: LogoMask, rimLighten: number): Uint8Array {
  const [r, g, b] = rgbOf(color);
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let p = 0; p < SIZE * SIZE; p++) {
    const lighten = rim[p]! * rimLighten;
    rgba[p * 4] = Math.round(r + (255 - r) * lighten);
    rgba[p * 4 + 1] = Math.round(g + (255 - g) * lighten);
    rgba[p * 4 + 2] = Math.round(b + (255 - b) * lighten);
    rgba[p * 4 + 3] = Math.round(cover[p]! * 255);
  }
  return encodePng(rgba, SIZE, SIZE);
}

// One PNG per shape and colour: pages ask for the same few hundred logos over and over.
const pngByKey = new Map<string, Uint8Array>();

function cachedPng(key: string, draw: () => Uint8Array): Uint8Array {
  let png = pngByKey.get(key);
  if (!png) {
    png = draw();
    pngByKey.set(key, png);
  }
  return png;
}

/** A 64×64 PNG shield in `color` (grey for an invalid colour). */
export function renderCompetitionLogoPng(color: string): Uint8Array {
  return cachedPng(`shield ${color}`, () => colourMask(color, shieldMask(), 0.35));
}

/** A 64×64 PNG ringed disc in `color` (grey for an invalid colour). */
export function renderTeamLogoPng(color: string): Uint8Array {
  return cachedPng(`disc ${color}`, () => colourMask(color, discMask(), 0.45));
}
