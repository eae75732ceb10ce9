// The state hash of the visible model (docs/wire-protocol.md "Recording and replay"): every row of
// both sports' today lists with what a row displays of the pushes, as canonical text, SHA-256 hex.
// The same file replayed at any speed, or through the sim, gives the same hash.
import Hex from "crypto-js/enc-hex";
import SHA256 from "crypto-js/sha256";
import type { Match } from "@/entities/match";

export interface HashedLists {
  football: Iterable<Match>;
  basketball: Iterable<Match>;
}

const rowText = (m: Match) =>
  [
    m.matchId,
    m.statusId,
    m.goingTime,
    m.homeScores.join(","),
    m.awayScores.join(","),
    m.note,
    m.living.length,
    m.preview.length,
    m.hasFollow,
    m.topupType,
  ].join("|");

/** One line per row, `sport:` then the fields joined by `|`, rows by match id, football first. */
export function stateTextOf(lists: HashedLists): string {
  let text = "";
  for (const sport of ["football", "basketball"] as const) {
    const rows = [...lists[sport]].sort((a, b) => a.matchId - b.matchId);
    for (const row of rows) text += `${sport}:${rowText(row)}\n`;
  }
  return text;
}

export const stateHashOf = (lists: HashedLists): string => SHA256(stateTextOf(lists)).toString(Hex);
