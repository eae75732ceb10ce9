// Football's lists, push effects and refreshes: the one instance of each for the sport.
import { footballScoreReceived, footballStatusReceived, varIncidentReceived } from "@/shared/api";
import { fetchMatchInfo } from "../api/match-info-request";
import { footballStatusGroup } from "../lib/football-status";
import { createMatchRefresh } from "./create-match-refresh";
import { createPushEffects } from "./create-push-effects";
import { createSportLists } from "./create-sport-lists";

export const footballLists = createSportLists({ sport: "football", scorePushes: [footballScoreReceived, footballStatusReceived] });

const inPlay = (statusId: number) => footballStatusGroup(statusId) === "going";

export const footballPushEffects = createPushEffects({
  today: footballLists.today,
  scoreUpdated: footballLists.scoreUpdated,
  matchRefreshed: footballLists.matchRefreshed,
  varIncident: varIncidentReceived.map(({ matchId }) => matchId),
  inPlay,
});

export const footballRefresh = createMatchRefresh({
  lists: [footballLists.today, footballLists.browse],
  requested: footballPushEffects.matchRefreshRequested,
  fetchMatchInfo: (matchId) => fetchMatchInfo("football", matchId),
  scoreUpdated: footballLists.scoreUpdated,
  livingChanged: footballLists.livingChanged,
  followChanged: footballLists.followChanged,
  matchRefreshed: footballLists.matchRefreshed,
});
