import { HEADER_OPAQUE_AT_PX } from "../config/header-tabs";

/** Opacity of the header background at the top of the home page, so the hero shows through. */
export const HOME_TOP_OPACITY = 0.2;

/**
 * Header background opacity: on home it rises linearly with scroll from HOME_TOP_OPACITY to
 * fully opaque at HEADER_OPAQUE_AT_PX; on every other page it is opaque.
 */
export function headerBackdropOpacity(scrollY: number, isHome: boolean): number {
  if (!isHome) return 1;
  const progress = Math.min(Math.max(scrollY, 0) / HEADER_OPAQUE_AT_PX, 1);
  return HOME_TOP_OPACITY + (1 - HOME_TOP_OPACITY) * progress;
}
