// A matchInfo reply is one list entry without the competition, team and lottery records it
// points at. The list mapper reads it with the records of the row it corrects, so there is one
// mapping; a reply naming other teams or another competition maps to nothing.
import type { MatchWire } from "#wire";
import type { Match } from "../model/match-types";
import { mapMatchList } from "./map-match-list";
import { withMatches } from "./match-map";
import type { MatchesUpdate } from "./apply-score-update";

export function matchFromInfo(row: Match, info: MatchWire): Match | null {
  const { competition: c, homeTeam, awayTeam } = row;
  const [mapped] = mapMatchList(row.sport, {
    cArr: [{ id: c.id, name: c.name, shortName: c.shortName, logo: c.logo, color: c.color }],
    tArr: [homeTeam, awayTeam],
    lArr: [],
    matches: [info],
  }).matches;
  return mapped ? { ...mapped, lotterys: row.lotterys } : null;
}

/** Structural equality of plain data (numbers, strings, arrays, records). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Puts the server's record in place of its row; the same map when it is absent or equal. */
export function applyMatchRecord(matches: ReadonlyMap<number, Match>, record: Match): MatchesUpdate {
  const current = matches.get(record.matchId);
  if (!current || sameData(current, record)) return { matches, regrouped: false };
  return { matches: withMatches(matches, [record]), regrouped: current.topupType !== record.topupType };
}
