// One tab's results: the initial text before any search, the empty text, the rows a page at a
// time (the next page when the list is scrolled near its end, none after a short page), and
// failures in place: a failed first page with 重试, a failed later page under the rows kept.
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { anchorSearchQuery, liveSearchQuery, type SearchPage } from "../api/search-requests";
import type { AnchorSearchItem, LiveSearchItem } from "../api/search-items";
import { SEARCH_TEXTS } from "../config/search-texts";
import { isNearEnd } from "../lib/search-paging";
import { AnchorResultRow } from "./anchor-result-row";
import { LiveResultRow } from "./live-result-row";
import classes from "./search.module.css";

function Notice({ children, tone = "dimmed" }: { children: ReactNode; tone?: "dimmed" | "error" }) {
  return (
    <Stack align="center" justify="center" gap="xs" className={classes.notice} data-tone={tone}>
      {children}
    </Stack>
  );
}

interface ResultListProps<T> {
  keyword: string;
  query: UseInfiniteQueryResult<InfiniteData<SearchPage<T>>>;
  keyOf: (item: T) => string | number;
  row: (item: T) => ReactNode;
}

function ResultList<T>({ keyword, query, keyOf, row }: ResultListProps<T>) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  if (!keyword) {
    return (
      <Notice>
        <Text fz="sm" c="gray.4">
          {SEARCH_TEXTS.initial}
        </Text>
      </Notice>
    );
  }
  if (isPending) {
    return (
      <Notice>
        <Loader size="sm" aria-label="搜索中" />
      </Notice>
    );
  }
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  if (isError && items.length === 0) {
    return (
      <Notice tone="error">
        <Text fz="sm" c="red.4" role="alert">
          {SEARCH_TEXTS.failed}：{error.message}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
          {SEARCH_TEXTS.retry}
        </Button>
      </Notice>
    );
  }
  if (items.length === 0) {
    return (
      <Notice>
        <Text fz="sm" c="gray.4">
          {SEARCH_TEXTS.empty}
        </Text>
      </Notice>
    );
  }
  const loadMore = (box: HTMLElement) => {
    if (isNearEnd(box) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  };
  return (
    <div className={classes.results} onScroll={(event) => loadMore(event.currentTarget)} data-testid="search-results">
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={keyOf(item)}>{row(item)}</li>
        ))}
      </ul>
      <div className={classes.listEnd}>
        {isFetchingNextPage ? (
          <Loader size="xs" aria-label={SEARCH_TEXTS.loadingMore} />
        ) : isFetchNextPageError ? (
          <>
            <Text span fz="xs" c="red.4" role="alert">
              {SEARCH_TEXTS.pageFailed}：{error?.message}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => void fetchNextPage()}>
              {SEARCH_TEXTS.retry}
            </Button>
          </>
        ) : !hasNextPage ? (
          <Text span fz="xs" c="gray.5">
            {SEARCH_TEXTS.noMore}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

export function LiveResults({ keyword }: { keyword: string }) {
  const query = useInfiniteQuery(liveSearchQuery(keyword));
  return (
    <ResultList<LiveSearchItem> keyword={keyword} query={query} keyOf={(item) => item.room.roomId} row={(item) => <LiveResultRow item={item} />} />
  );
}

export function AnchorResults({ keyword }: { keyword: string }) {
  const query = useInfiniteQuery(anchorSearchQuery(keyword));
  return (
    <ResultList<AnchorSearchItem> keyword={keyword} query={query} keyOf={(item) => item.customerId} row={(item) => <AnchorResultRow item={item} />} />
  );
}
