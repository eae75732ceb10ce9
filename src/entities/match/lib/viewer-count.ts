// Viewer counts read 9999+ from 9999 on (docs/product-rules.md "Numbers").
export const VIEWER_COUNT_CAP = 9999;

export const viewerCountText = (count: number): string =>
  count >= VIEWER_COUNT_CAP ? `${VIEWER_COUNT_CAP}+` : String(Math.max(0, Math.floor(count)));
