// The matches a picker offers for one day: today's realtime list (it has the matches in play),
// or a later day's schedule (赛程).
import { queryOptions } from "@tanstack/react-query";
import type { Sport } from "@/shared/config";
import { dayListQuery, todayListQuery } from "@/entities/match";

export const pickableDayQuery = (sport: Sport, day: string, isToday: boolean) => {
  const source = isToday ? todayListQuery(sport) : dayListQuery(sport, "course", day);
  return queryOptions({
    queryKey: source.queryKey,
    queryFn: source.queryFn,
    staleTime: source.staleTime,
    select: (reply) => reply.matches,
  });
};
