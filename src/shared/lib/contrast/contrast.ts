// WCAG 2 contrast for competition colours on the dark rows: a competition's colour is its text
// colour, lightened (mixed toward white) just enough to reach 4.5:1 against every row
// background, so dark brand colours stay recognisable and readable.
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

/** #rgb or #rrggbb → [r, g, b] 0–255; null for anything else. */
export function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (rgb: Rgb, toward: Rgb, amount: number): Rgb =>
  rgb.map((v, i) => v + (toward[i]! - v) * amount) as unknown as Rgb;

const WHITE: Rgb = [255, 255, 255];

/**
 * The colour itself when it already reaches `min` against every background, otherwise the
 * least-lightened mix toward white that does. An unreadable colour string gives `fallback`.
 */
export function readableOn(color: string, backgrounds: readonly string[], min = MIN_TEXT_CONTRAST, fallback = "#c9c9c9"): string {
  const rgb = parseHex(color);
  if (!rgb) return fallback;
  const passes = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= min);
  const original = toHex(rgb);
  if (passes(original)) return original;
  // Binary search on the mix amount: contrast against a dark background rises with it.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 12; step++) {
    const mid = (low + high) / 2;
    if (passes(toHex(mix(rgb, WHITE, mid)))) high = mid;
    else low = mid;
  }
  return toHex(mix(rgb, WHITE, high));
}

/** The dark text colour put on light fills (the dark theme's darkest surface). */
export const DARK_TEXT = "#1a1b1e";

/**
 * Text for a filled mark (a zone badge, a tag): white, or the dark text when white would not
 * reach `min` on that fill and the dark one reads better. An unreadable colour string gives white.
 */
export function textOnFill(fill: string, min = MIN_TEXT_CONTRAST): string {
  if (!parseHex(fill)) return "#ffffff";
  const white = contrastRatio("#ffffff", fill);
  return white >= min || white >= contrastRatio(DARK_TEXT, fill) ? "#ffffff" : DARK_TEXT;
}
