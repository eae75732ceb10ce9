// A competition's colours on the dark grid: the mark (a stripe) uses the colour as is, with the
// product's "no colour" grey rendered dark; the name uses the colour lightened to 4.5:1 against
// the row backgrounds. Cached per colour: a day has a few hundred competitions.
import { readableOn } from "@/shared/lib/contrast";
import { GRID_ROW_BACKGROUNDS } from "@/shared/config";

/** The product's "no colour" for a competition: its mark is rendered dark instead. */
const NO_COLOUR = "#A7A7AE";
const NO_COLOUR_MARK = "#4a4a52";

const textCache = new Map<string, string>();

export function competitionTextColour(colour: string): string {
  const key = colour.trim().toUpperCase();
  let text = textCache.get(key);
  if (text === undefined) {
    text = readableOn(key, GRID_ROW_BACKGROUNDS);
    textCache.set(key, text);
  }
  return text;
}

export const competitionMarkColour = (colour: string): string =>
  colour.trim().toUpperCase() === NO_COLOUR ? NO_COLOUR_MARK : colour || NO_COLOUR_MARK;
