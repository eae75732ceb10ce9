// The matches a scheme may pick (docs/product-rules.md "Predictions"): today's and tomorrow's
// matches of a sport that have not kicked off, earliest first. Reads the entity's list queries.
import { useQueries } from "@tanstack/react-query";
import dayjs from "dayjs";
import { dayListQuery, todayListQuery, type Match, type Sport } from "@/entities/match";

const NOT_STARTED = 1;

export function upcomingOf(lists: readonly (readonly Match[])[], now: number): Match[] {
  const byId = new Map<number, Match>();
  for (const list of lists) for (const m of list) if (m.statusId === NOT_STARTED && m.matchTime * 1000 > now) byId.set(m.matchId, m);
  return [...byId.values()].sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
}

export function useUpcomingMatches(sport: Sport) {
  const tomorrow = dayjs().add(1, "day").format("YYYY-MM-DD");
  const [today, next] = useQueries({ queries: [todayListQuery(sport), dayListQuery(sport, "course", tomorrow)] });
  const lists = [today?.data?.matches ?? [], next?.data?.matches ?? []];
  return {
    matches: upcomingOf(lists, Date.now()),
    isPending: !!today?.isPending && !!next?.isPending,
    error: today?.error && next?.error ? today.error : null,
  };
}
