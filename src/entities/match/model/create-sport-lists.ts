// A sport's lists: today's and the one being browsed (a day of the schedule or results, or the
// follows), both kept current by the sport's push codes, its living changes, refreshed records
// and the user's follows. One instance per sport (football.ts, basketball.ts); the boards read them.
import { createEvent, merge, sample, type Event, type EventCallable } from "effector";
import { livingChanged, type LivingChange } from "@/entities/live-room/@x/match";
import type { ScoreFrame } from "@/shared/api";
import { sportTypeOf } from "@/shared/config";
import { createMatchList, type MatchList } from "./create-match-list";
import { matchFollowChanged, type MatchFollowChange } from "@/shared/model";
import type { Match, OvertimeUpdate, ScoreUpdate, Sport } from "./match-types";
import { createPushBatches } from "./push-batches";
import { createLateChanges } from "./late-changes";

export interface SportLists {
  sport: Sport;
  today: MatchList;
  /** The day or the follows a board browses; its key says which. */
  browse: MatchList;
  /** The sport's score and status pushes, as the lists apply them. */
  scoreUpdated: EventCallable<ScoreUpdate>;
  /** Basketball's overtime pushes (150), applied in order with the score pushes. */
  overtimeUpdated: EventCallable<OvertimeUpdate>;
  /** The moment the lists apply the pushes gathered (about once a frame): what a push shows lands with it. */
  pushesApplied: Event<unknown>;
  /** The server's record of a listed match (a refresh): a correction, not a push. */
  matchRefreshed: EventCallable<Match>;
  livingChanged: Event<LivingChange>;
  followChanged: Event<MatchFollowChange>;
}

export interface SportListsOptions {
  sport: Sport;
  /** The socket's score and status events of the sport. */
  scorePushes: readonly Event<ScoreFrame>[];
  /** The socket's overtime pushes (basketball's 150), as overtime updates. */
  overtimePushes?: readonly Event<OvertimeUpdate>[];
}

export function createSportLists({ sport, scorePushes, overtimePushes = [] }: SportListsOptions): SportLists {
  const scoreUpdated = createEvent<ScoreUpdate>();
  const overtimeUpdated = createEvent<OvertimeUpdate>();
  const matchRefreshed = createEvent<Match>();
  sample({ clock: [...scorePushes], fn: ({ scoreObj }): ScoreUpdate => scoreObj, target: scoreUpdated });
  sample({ clock: [...overtimePushes], target: overtimeUpdated });

  const sportType = sportTypeOf(sport);
  const sources = {
    matchRefreshed,
    livingChanged: livingChanged.filter({ fn: (change) => change.sportType === sportType }),
    followChanged: matchFollowChanged.filter({ fn: (change) => change.sport === sport }),
  };
  // One buffer for both lists: each push is held and flushed once, whichever lists hold it, and
  // overtime pushes keep their place among the score pushes.
  const scoresFlushed = createPushBatches(merge([scoreUpdated, overtimeUpdated]));
  const lateChanges = createLateChanges({ flushed: scoresFlushed, livingChanged: sources.livingChanged, matchRefreshed });
  return {
    sport,
    today: createMatchList({ ...sources, scoresFlushed, lateChanges, splitsNextDay: true }),
    browse: createMatchList({ ...sources, scoresFlushed, lateChanges, splitsNextDay: false }),
    scoreUpdated,
    overtimeUpdated,
    pushesApplied: scoresFlushed,
    ...sources,
  };
}
