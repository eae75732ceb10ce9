// On a phone-width screen the grid leaves out the columns whose phone track is null and lays the
// others out by their phone tracks: the match boards' desktop widths (about 700 px) would push
// the page sideways and squeeze the team names to nothing. The width is the header's phone width (its stylesheet).
import { useEffect, useState } from "react";
import type { GridColumnMeta } from "./grid-rows";

export const PHONE_MEDIA_QUERY = "(max-width: 720px)";

const phoneQuery = () => globalThis.matchMedia?.(PHONE_MEDIA_QUERY);

/**
 * Whether the screen is phone-width: read once at mount (so a phone never renders a desktop frame
 * first), then on every change. Not Mantine's useMediaQuery: read synchronously, it calls
 * matchMedia on every render, and the grid renders at every block of rows scrolled.
 */
export function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => phoneQuery()?.matches ?? false);
  useEffect(() => {
    const query = phoneQuery();
    if (!query) return;
    setPhone(query.matches);
    const onChange = (event: MediaQueryListEvent) => setPhone(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return phone;
}

/** Whether a column is shown at this width. */
export const isColumnShown = (meta: GridColumnMeta | undefined, phone: boolean): boolean => !phone || meta?.phoneTrack !== null;

/** The CSS grid template of the columns shown at this width. */
export function gridTemplate(metas: ReadonlyArray<GridColumnMeta | undefined>, phone: boolean): string {
  return metas
    .filter((meta) => isColumnShown(meta, phone))
    .map((meta) => (phone ? (meta?.phoneTrack ?? meta?.track) : meta?.track) ?? "auto")
    .join(" ");
}
