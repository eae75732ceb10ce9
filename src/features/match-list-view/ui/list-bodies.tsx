// The body of each tab: today's list (全部, 进行中), one day (赛程, 赛果), or the followed matches
// (关注, paged by the sport: the next page loads when the last row shows, or by 加载更多). Each
// shows a loader until its list holds what the tab asks for, then the sport's grid.
import type { ReactNode } from "react";
import type { Store } from "effector";
import { Button, Center } from "@mantine/core";
import { useUnit } from "effector-react";
import { useDayList, useFollowList, type DayKind, type Match, type SectionKey } from "@/entities/match";
import { $userInfo } from "@/entities/session";
import { ListFallback, type ListQueryState } from "@/shared/ui/list-fallback";
import type { TableRow, TableView } from "../lib/table-rows";
import type { AnyListView } from "../model/create-list-view";
import { SectionSummary } from "./section-summary";
import { useLogosAhead } from "./use-logos-ahead";

const LOAD_FAILED = "比赛列表加载失败";

export interface ListGridProps {
  rows: readonly TableRow[];
  /** The store the rows read their matches from: the list in view. */
  source: Store<ReadonlyMap<number, Match>>;
  label: string;
  /** A status section's heading, the same as the summary above the grid. */
  sectionTitle: (section: SectionKey) => string;
  /** The last row came into view. */
  onEndReached?: () => void;
}

export type RenderListGrid = (props: ListGridProps) => ReactNode;

interface BodyProps {
  view: AnyListView;
  renderGrid: RenderListGrid;
  sectionTitle: (section: SectionKey) => string;
}

const gridOf = ({ view, sectionTitle }: BodyProps, rows: TableView, label: string, onEndReached?: () => void): ListGridProps => ({
  rows: rows.rows,
  source: view.$matchesInView,
  label,
  sectionTitle,
  onEndReached,
});

export function TodayBody({ query, label, ...body }: BodyProps & { query: ListQueryState & { data: { matches: readonly Match[] } | undefined }; label: string }) {
  const rows = useUnit(body.view.$rows);
  useLogosAhead(query.data?.matches);
  return (
    <ListFallback query={query} ready={query.data !== undefined} errorTitle={LOAD_FAILED}>
      <SectionSummary view={rows} sectionTitle={body.sectionTitle} />
      {body.renderGrid(gridOf(body, rows, label))}
    </ListFallback>
  );
}

export function DayBody({ kind, date, label, ...body }: BodyProps & { kind: DayKind; date: string; label: string }) {
  const query = useDayList(body.view.lists, kind, date);
  const [rows, ready] = useUnit([body.view.$rows, body.view.$listReady]);
  useLogosAhead(query.data?.matches);
  return (
    <ListFallback query={query} ready={query.data !== undefined && ready} errorTitle={LOAD_FAILED}>
      <SectionSummary view={rows} sectionTitle={body.sectionTitle} />
      {body.renderGrid(gridOf(body, rows, label))}
    </ListFallback>
  );
}

export function FollowBody({ label, ...body }: BodyProps & { label: string }) {
  const user = useUnit($userInfo);
  const query = useFollowList(body.view.lists, user?.id ?? null);
  const [rows, ready] = useUnit([body.view.$rows, body.view.$listReady]);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <ListFallback query={query} ready={query.data !== undefined && ready} errorTitle="关注列表加载失败">
      {/* Grouped by date, not status: the summary shows the total only. */}
      <SectionSummary view={rows} sectionTitle={body.sectionTitle} />
      {body.renderGrid(gridOf(body, rows, label, loadMore))}
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
