// Top-tier competition ids by sport, as the last topOne answer gave them, for models that filter
// by them (the 一级 match type). A list on screen keeps them loaded with useTopOneCompetitions.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { createEvent, createStore } from "effector";
import { useUnit } from "effector-react";
import type { Sport } from "@/shared/config";
import { topOneCompetitionsQuery } from "../api/top-one-request";

export const topOneCompetitionsLoaded = createEvent<{ sport: Sport; ids: readonly number[] }>();

const NONE: ReadonlySet<number> = new Set();

export const $topOneCompetitionIds = createStore<Readonly<Record<Sport, ReadonlySet<number>>>>({ football: NONE, basketball: NONE }).on(
  topOneCompetitionsLoaded,
  (all, { sport, ids }) => ({ ...all, [sport]: new Set(ids) }),
);

export function useTopOneCompetitions(sport: Sport) {
  const query = useQuery(topOneCompetitionsQuery(sport));
  const loaded = useUnit(topOneCompetitionsLoaded);
  useEffect(() => {
    if (query.data) loaded({ sport, ids: query.data });
  }, [query.data, sport, loaded]);
  return query;
}
