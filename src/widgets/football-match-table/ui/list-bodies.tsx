// The body of each tab: today's list (全部, 进行中), one day (赛程, 赛果), or the followed matches
// (关注, paged 100 at a time: the next page loads when the last row shows, or by 加载更多).
import { useEffect } from "react";
import { Button, Center, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import {
  $footballBrowseKey,
  $footballBrowseMatches,
  $footballMatches,
  browseKeyOfDay,
  FOLLOW_BROWSE_KEY,
  footballListShown,
  useFootballDayList,
  useFootballFollowList,
  type FootballDayKind,
} from "@/entities/match";
import { $userInfo } from "@/entities/session";
import type { ListQueryState } from "./list-fallback";
import { ListFallback } from "./list-fallback";
import { MatchGrid } from "./match-grid";
import { SectionSummary } from "./section-summary";
import { $tableView } from "../model/table-view";

export function TodayBody({ query, label }: { query: ListQueryState & { data: unknown }; label: string }) {
  const [view, shown] = useUnit([$tableView, footballListShown]);
  // Tools over "the list" (the competition filter) read the list in view.
  useEffect(() => {
    shown({ list: "today" });
  }, [shown]);
  return (
    <ListFallback query={query} ready={query.data !== undefined}>
      <SectionSummary view={view} />
      <MatchGrid view={view} source={$footballMatches} label={label} />
    </ListFallback>
  );
}

export function DayBody({ kind, date }: { kind: FootballDayKind; date: string }) {
  const query = useFootballDayList(kind, date);
  const [view, loadedKey, shown] = useUnit([$tableView, $footballBrowseKey, footballListShown]);
  const key = browseKeyOfDay(kind, date);
  useEffect(() => {
    shown({ list: "browse", key });
  }, [shown, key]);
  const ready = query.data !== undefined && loadedKey === key;
  return (
    <ListFallback query={query} ready={ready}>
      <SectionSummary view={view} />
      <MatchGrid view={view} source={$footballBrowseMatches} label={kind === "course" ? `${date} 赛程` : `${date} 赛果`} />
    </ListFallback>
  );
}

export function FollowBody() {
  const user = useUnit($userInfo);
  const query = useFootballFollowList(user?.id ?? null);
  const [view, loadedKey, shown] = useUnit([$tableView, $footballBrowseKey, footballListShown]);
  useEffect(() => {
    shown({ list: "browse", key: FOLLOW_BROWSE_KEY });
  }, [shown]);
  const ready = query.data !== undefined && loadedKey === FOLLOW_BROWSE_KEY;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <ListFallback query={query} ready={ready}>
      <Text size="sm" fw={700} py={4} data-testid="summary-total" data-count={view.total}>
        共 {view.total} 场
      </Text>
      <MatchGrid view={view} source={$footballBrowseMatches} label="关注的比赛" onEndReached={loadMore} />
      {query.hasNextPage && (
        <Center py="md">
          <Button size="xs" variant="default" loading={query.isFetchingNextPage} onClick={loadMore}>
            加载更多
          </Button>
        </Center>
      )}
    </ListFallback>
  );
}
