// The live column of a row: viewer count and the entry to the match's live rooms and previews.
// (Stub: the live popup replaces this.)
import type { Match } from "@/entities/match";

export function LiveCell({ match }: { match: Match }) {
  const count = match.peopleNum >= 9999 ? "9999+" : String(match.peopleNum);
  return <span>{match.living.length > 0 ? `直播 ${count}` : count}</span>;
}
