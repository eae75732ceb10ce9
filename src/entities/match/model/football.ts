// Football's lists, push effects and refreshes: the one instance of each for the sport.
import { footballScoreReceived, footballStatusReceived, varIncidentReceived } from "@/shared/api";
import { createMatchRefresh } from "./create-match-refresh";
import { createPushEffects } from "./create-push-effects";
import { createSportLists } from "./create-sport-lists";

export const footballLists = createSportLists({ sport: "football", scorePushes: [footballScoreReceived, footballStatusReceived] });

export const footballPushEffects = createPushEffects({
  today: footballLists.today,
  scoreUpdated: footballLists.scoreUpdated,
  matchRefreshed: footballLists.matchRefreshed,
  marksShownOn: footballLists.pushesApplied,
  varIncident: varIncidentReceived.map(({ matchId }) => matchId),
});

export const footballRefresh = createMatchRefresh({ lists: footballLists, requested: footballPushEffects.matchRefreshRequested });
