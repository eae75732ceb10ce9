// 加载更多 under a paged list: shown while the list has a next page, loading while it comes.
import { Button, Group } from "@mantine/core";

export interface PagedListState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMoreButton({ list }: { list: PagedListState }) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center" mt="sm">
      <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        加载更多
      </Button>
    </Group>
  );
}
