// A list reply merged with what changed its rows after its request left (docs/product-rules.md
// "Live connection"): the reply is older than those pushes and living changes, so they are applied
// over it again, in order. That also covers rows the list did not hold when the change came (the
// first load, a day browsed anew): the pushes that came while the reply was on its way had no row
// to land on. Everything else (teams, follows, lotteries) is the reply's: the server is right.
import type { ListPush, LoadedMatches, Match } from "../model/match-types";
import { applyListPush } from "./apply-score-update";

export interface TimedPush {
  /** Unix ms when the lists applied it. */
  at: number;
  push: ListPush;
}

export interface TimedEdit {
  /** Unix ms when it came. */
  at: number;
  matchId: number;
  edit: (match: Match) => Match;
}

/** What changed rows lately (model/late-changes). */
export interface LateChanges {
  /** Per match, its latest pushes, oldest first. */
  pushes: ReadonlyMap<number, readonly TimedPush[]>;
  /** Living edits of the sport's rows, oldest first. */
  edits: readonly TimedEdit[];
}

function editsSince(edits: readonly TimedEdit[], requestedAt: number): Map<number, TimedEdit["edit"][]> {
  const byMatch = new Map<number, TimedEdit["edit"][]>();
  for (const { at, matchId, edit } of edits) {
    if (at < requestedAt) continue;
    const list = byMatch.get(matchId);
    if (list) list.push(edit);
    else byMatch.set(matchId, [edit]);
  }
  return byMatch;
}

export function mergeListReply(reply: LoadedMatches, late: LateChanges): readonly Match[] {
  const { requestedAt } = reply;
  if (requestedAt === undefined) return reply.matches;
  const edits = editsSince(late.edits, requestedAt);
  return reply.matches.map((match) => {
    let merged = match;
    for (const { at, push } of late.pushes.get(match.matchId) ?? []) {
      if (at >= requestedAt) merged = applyListPush(merged, push);
    }
    for (const edit of edits.get(match.matchId) ?? []) merged = edit(merged);
    return merged;
  });
}
