// The stand-in scene's colours, seeded by the room: each room's stream looks its own, and the
// same room looks the same on every visit.

export interface StandInPalette {
  /** Hues (0–359) of the two sides of the scene. */
  homeHue: number;
  awayHue: number;
  /** Hue of the pitch between them. */
  fieldHue: number;
  /** Where the ball's path starts, 0–1. */
  phase: number;
}

/** mulberry32: a small, well-mixed PRNG; enough to spread neighbouring room ids apart. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function standInPalette(seed: number): StandInPalette {
  const next = random(seed);
  const homeHue = Math.floor(next() * 360);
  // The away side sits at least 90° round the wheel from the home side, so the two never blend.
  const awayHue = (homeHue + 90 + Math.floor(next() * 180)) % 360;
  const fieldHue = 95 + Math.floor(next() * 60);
  return { homeHue, awayHue, fieldHue, phase: next() };
}
