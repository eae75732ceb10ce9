// A listed football match that asked for a refresh (a status change other than in-play → in-play,
// or VAR) is fetched again (matchInfo, scheduled by match-info-calls) and its rows take the
// server's record, so a missed push (the final whistle, a corrected score) cannot leave them wrong.
// A push for the match (score, status, a live anchor) or the user's follow arriving after the
// call was sent is newer than the reply: the reply is dropped. Applied replies go through
// footballMatchRefreshed, which regroups like a push but is a correction: no goal effects and no
// further refresh come of it.
import { createStore, merge, sample } from "effector";
import { livingClosed, livingMatchChanged, livingStarted, previewAdded, previewRemoved } from "@/shared/api";
import { matchFromInfo } from "../lib/match-info-record";
import { $footballBrowseMatches } from "./football-browse-list";
import { $footballMatches, footballMatchRefreshed, footballScoreUpdated } from "./football-list";
import { fetchMatchInfoFx } from "./match-info-calls";
import { matchFollowChanged } from "./match-follow";
import type { Match } from "./match-types";

const anchorPushed = merge([livingStarted, livingClosed, livingMatchChanged, previewAdded, previewRemoved]);
// One map lookup per push: the same map unless the match has a call in flight.
const overtake = (calls: ReadonlyMap<number, boolean>, matchId: number) =>
  calls.get(matchId) === false ? new Map(calls).set(matchId, true) : calls;

// Calls in flight by match → overtaken (something newer for the match has arrived since).
const $overtaken = createStore<ReadonlyMap<number, boolean>>(new Map(), { serialize: "ignore" })
  .on(fetchMatchInfoFx, (calls, matchId) => new Map(calls).set(matchId, false))
  .on([footballScoreUpdated, matchFollowChanged], (calls, { matchId }) => overtake(calls, matchId))
  .on(anchorPushed, (calls, { matchId, prevMatchId }) => overtake(overtake(calls, matchId), prevMatchId));

const callSettled = sample({
  clock: fetchMatchInfoFx.finally,
  source: $overtaken,
  fn: (overtaken, call) => ({
    matchId: call.params,
    info: call.status === "done" && overtaken.get(call.params) === false ? call.result : null,
  }),
});
$overtaken.on(callSettled, (calls, { matchId }) => new Map([...calls].filter(([id]) => id !== matchId)));

const recordFetched = sample({
  clock: callSettled,
  source: { today: $footballMatches, browse: $footballBrowseMatches },
  fn: ({ today, browse }, { matchId, info }) => {
    const row = today.get(matchId) ?? browse.get(matchId);
    return row && info ? matchFromInfo(row, info) : null;
  },
});
sample({ clock: recordFetched, filter: (record): record is Match => record !== null, target: footballMatchRefreshed });
