// A list reply merged with the rows as pushes left them (docs/product-rules.md "Live
// connection"): a row pushed after the request left keeps its pushed live fields, since the
// reply is older than them; every other row is the reply's. Everything else (teams, anchors,
// follows, lotteries) is the reply's: the server is right about those.
import type { LoadedMatches, Match } from "../model/match-types";

const pushedFields = (pushed: Match) => ({
  statusId: pushed.statusId,
  goingTime: pushed.goingTime,
  note: pushed.note,
  homeScores: pushed.homeScores,
  awayScores: pushed.awayScores,
  topupType: pushed.topupType,
});

export function mergeListReply(
  reply: LoadedMatches,
  current: ReadonlyMap<number, Match>,
  pushedAt: ReadonlyMap<number, number>,
): readonly Match[] {
  const { requestedAt } = reply;
  if (requestedAt === undefined) return reply.matches;
  return reply.matches.map((match) => {
    const at = pushedAt.get(match.matchId);
    const pushed = at !== undefined && at >= requestedAt ? current.get(match.matchId) : undefined;
    return pushed ? { ...match, ...pushedFields(pushed) } : match;
  });
}
