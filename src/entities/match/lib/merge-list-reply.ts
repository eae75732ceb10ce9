// A list reply merged with what changed its rows after its request left (docs/product-rules.md
// "Live connection"): the reply is older than those pushes and living changes, so they are applied
// over it again, in order. That also covers rows the list did not hold when the change came (the
// first load, a day browsed anew): the pushes that came while the reply was on its way had no row
// to land on. A match's refreshed record (the server's, fetched again) that came after the request
// is newer than the reply's row too: it takes the row's place, and only what came after it is
// applied over it. Everything else (teams, follows, lotteries) is the reply's: the server is right.
import type { ListPush, LoadedMatches, Match, ScoreUpdate } from "../model/match-types";
import { applyListPush } from "./apply-score-update";

export interface TimedPush {
  /** Unix ms when the lists applied it. */
  at: number;
  push: ListPush;
}

export interface TimedRecord {
  /** Unix ms when it came. */
  at: number;
  record: Match;
}

export interface TimedEdit {
  /** Unix ms when it came. */
  at: number;
  matchId: number;
  edit: (match: Match) => Match;
}

/**
 * What changed rows lately (model/late-changes). A full score push sets every live field, so
 * per match only the last one counts, and the partial pushes (basketball's overtime) after it.
 * Kept as plain maps, not an object per push: they take 1,000 pushes a second.
 */
export interface LateChanges {
  /** Per match, when its last full score push was applied (unix ms). */
  fullPushedAt: ReadonlyMap<number, number>;
  /** Per match, its last full score push. */
  fullPush: ReadonlyMap<number, ScoreUpdate>;
  /** Per match, the partial pushes after its last full one, oldest first. */
  partialPushes: ReadonlyMap<number, readonly TimedPush[]>;
  /** Living edits of the sport's rows, oldest first. */
  edits: readonly TimedEdit[];
  /** Per match, its last refreshed record (the server's), of the last LIST_REFRESH_MS. */
  refreshed: ReadonlyMap<number, TimedRecord>;
}

function editsSince(edits: readonly TimedEdit[], requestedAt: number): Map<number, TimedEdit[]> {
  const byMatch = new Map<number, TimedEdit[]>();
  for (const timed of edits) {
    if (timed.at < requestedAt) continue;
    const list = byMatch.get(timed.matchId);
    if (list) list.push(timed);
    else byMatch.set(timed.matchId, [timed]);
  }
  return byMatch;
}

export function mergeListReply(reply: LoadedMatches, late: LateChanges): readonly Match[] {
  const { requestedAt } = reply;
  if (requestedAt === undefined) return reply.matches;
  const edits = editsSince(late.edits, requestedAt);
  return reply.matches.map((match) => {
    const { matchId } = match;
    let merged = match;
    // A record that came after the request replaces the row; it already holds what came before it.
    let since = requestedAt;
    const refreshed = late.refreshed.get(matchId);
    if (refreshed && refreshed.at >= requestedAt) {
      merged = refreshed.record;
      since = refreshed.at;
    }
    const full = late.fullPush.get(matchId);
    if (full && (late.fullPushedAt.get(matchId) ?? 0) >= since) merged = applyListPush(merged, full);
    for (const { at, push } of late.partialPushes.get(matchId) ?? []) {
      if (at >= since) merged = applyListPush(merged, push);
    }
    for (const { at, edit } of edits.get(matchId) ?? []) {
      if (at >= since) merged = edit(merged);
    }
    return merged;
  });
}
