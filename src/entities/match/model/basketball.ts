// Basketball's lists, push effects and refreshes: the one instance of each for the sport
// (docs/architecture.md "Adding a sport board"). No VAR and no cards: a side is
// highlighted for 5 s when its summed score rises.
import { basketballOvertimeReceived, basketballScoreReceived, basketballStatusReceived } from "@/shared/api";
import { BASKETBALL_SCORING } from "../lib/push-scoring";
import { overtimeUpdateOf } from "./basketball-frames";
import { createMatchRefresh } from "./create-match-refresh";
import { createPushEffects } from "./create-push-effects";
import { createSportLists } from "./create-sport-lists";
import { $basketballScoreHighlightMs } from "./push-durations";

export const basketballLists = createSportLists({
  sport: "basketball",
  scorePushes: [basketballScoreReceived, basketballStatusReceived],
  overtimePushes: [basketballOvertimeReceived.map(overtimeUpdateOf)],
});

export const basketballPushEffects = createPushEffects({
  today: basketballLists.today,
  scoreUpdated: basketballLists.scoreUpdated,
  overtimeUpdated: basketballLists.overtimeUpdated,
  matchRefreshed: basketballLists.matchRefreshed,
  marksShownOn: basketballLists.pushesApplied,
  scoring: BASKETBALL_SCORING,
  scoreHighlightMs: $basketballScoreHighlightMs,
});

export const basketballRefresh = createMatchRefresh({ lists: basketballLists, requested: basketballPushEffects.matchRefreshRequested });
