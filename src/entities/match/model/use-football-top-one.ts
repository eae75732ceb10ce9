// Keeps the top-tier competition ids loaded (and refreshed) while a list that filters by them is
// on screen.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { footballTopOneQuery } from "../api/football-top-one-request";
import { footballTopOneLoaded } from "./top-one-competitions";

export function useFootballTopOne() {
  const query = useQuery(footballTopOneQuery());
  const loaded = useUnit(footballTopOneLoaded);
  useEffect(() => {
    if (query.data) loaded(query.data);
  }, [query.data, loaded]);
  return query;
}
