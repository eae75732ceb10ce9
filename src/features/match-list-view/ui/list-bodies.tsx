// The body of each tab: today's list (全部, 进行中), one day (赛程, 赛果), or the followed matches
// (关注, paged 100 at a time: the next page loads when the last row shows, or by 加载更多). Each
// shows a loader until its list holds what the tab asks for, then the sport's grid.
import type { ReactNode } from "react";
import type { Store } from "effector";
import { Button, Center, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { useDayList, useFollowList, type DayKind, type Match, type SectionKey } from "@/entities/match";
import { $userInfo } from "@/entities/session";
import { ListFallback, type ListQueryState } from "@/shared/ui/list-fallback";
import type { TableRow, TableView } from "../lib/table-rows";
import type { AnyListView } from "../model/create-list-view";
import { SectionSummary } from "./section-summary";

const LOAD_FAILED = "比赛列表加载失败";

export interface ListGridProps {
  rows: readonly TableRow[];
  total: number;
  /** The store the rows read their matches from (today's list or the browsed one). */
  source: Store<ReadonlyMap<number, Match>>;
  label: string;
  /** The last row came into view. */
  onEndReached?: () => void;
}

export type RenderListGrid = (props: ListGridProps) => ReactNode;

interface BodyProps {
  view: AnyListView;
  renderGrid: RenderListGrid;
  sectionTitle: (section: SectionKey) => string;
}

const gridOf = (view: TableView, source: ListGridProps["source"], label: string, onEndReached?: () => void): ListGridProps => ({
  rows: view.rows,
  total: view.total,
  source,
  label,
  onEndReached,
});

export function TodayBody({ view, query, label, renderGrid, sectionTitle }: BodyProps & { query: ListQueryState & { data: unknown }; label: string }) {
  const rows = useUnit(view.$rows);
  return (
    <ListFallback query={query} ready={query.data !== undefined} errorTitle={LOAD_FAILED}>
      <SectionSummary view={rows} sectionTitle={sectionTitle} />
      {renderGrid(gridOf(rows, view.lists.today.$matches, label))}
    </ListFallback>
  );
}

export function DayBody({ view, kind, date, label, renderGrid, sectionTitle }: BodyProps & { kind: DayKind; date: string; label: string }) {
  const query = useDayList(view.lists, kind, date);
  const [rows, ready] = useUnit([view.$rows, view.$listReady]);
  return (
    <ListFallback query={query} ready={query.data !== undefined && ready} errorTitle={LOAD_FAILED}>
      <SectionSummary view={rows} sectionTitle={sectionTitle} />
      {renderGrid(gridOf(rows, view.lists.browse.$matches, label))}
    </ListFallback>
  );
}

export function FollowBody({ view, label, renderGrid }: Omit<BodyProps, "sectionTitle"> & { label: string }) {
  const user = useUnit($userInfo);
  const query = useFollowList(view.lists, user?.id ?? null);
  const [rows, ready] = useUnit([view.$rows, view.$listReady]);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <ListFallback query={query} ready={query.data !== undefined && ready} errorTitle="关注列表加载失败">
      <Text size="sm" fw={700} py={4} data-testid="summary-total" data-count={rows.total}>
        共 {rows.total} 场
      </Text>
      {renderGrid(gridOf(rows, view.lists.browse.$matches, label, loadMore))}
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
