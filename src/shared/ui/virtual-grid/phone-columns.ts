// On a phone-width screen the grid shows only the columns that name a phone track, laid out by
// those tracks: the desktop columns' fixed widths (about 700 px) would push the page sideways
// and squeeze the team names to nothing. The width is the header's phone width (its stylesheet).
import { useMediaQuery } from "@mantine/hooks";
import type { GridColumnMeta } from "./grid-rows";

export const PHONE_MEDIA_QUERY = "(max-width: 720px)";

/** Whether the screen is phone-width now, read at the first render (no desktop frame first) and on every change. */
export const usePhoneWidth = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });

/** Whether a column is shown at this width. */
export const isColumnShown = (meta: GridColumnMeta | undefined, phone: boolean): boolean => !phone || meta?.phoneTrack !== undefined;

/** The CSS grid template of the columns shown at this width. */
export function gridTemplate(metas: ReadonlyArray<GridColumnMeta | undefined>, phone: boolean): string {
  return metas
    .filter((meta) => isColumnShown(meta, phone))
    .map((meta) => (phone ? meta?.phoneTrack : meta?.track) ?? "auto")
    .join(" ");
}
