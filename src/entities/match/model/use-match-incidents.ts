// A football match's incidents and stats for a view that is open: fetched only once `enabled`,
// and again when the match asks for a refresh (status change, VAR).
import { useQuery } from "@tanstack/react-query";
import { useStoreMap } from "effector-react";
import { matchIncidentsQuery } from "../api/match-incidents-request";
import { footballPushEffects } from "./football";

export function useMatchIncidents(matchId: number, enabled: boolean) {
  const version = useStoreMap({ store: footballPushEffects.$refreshVersions, keys: [matchId], fn: (versions, [id]) => versions[id] ?? 0 });
  return useQuery({ ...matchIncidentsQuery(matchId, version), enabled, placeholderData: (previous) => previous });
}
