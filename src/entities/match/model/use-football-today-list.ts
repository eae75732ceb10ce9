// Loads today's football list into the model and keeps it live: the socket holds the football
// list subscription while a component using this is mounted (spec 1 §4).
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { appSocket } from "@/shared/api";
import { footballRealtimeQuery } from "../api/football-realtime-request";
import { footballListLoaded } from "./football-list";

export function useFootballTodayList() {
  const query = useQuery(footballRealtimeQuery());

  useEffect(() => appSocket.holdList("football"), []);

  useEffect(() => {
    if (query.data) footballListLoaded(query.data);
  }, [query.data]);

  return query;
}
