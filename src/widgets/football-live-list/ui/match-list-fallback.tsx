// What a list shows before it has rows: loading, a load error with retry, or 暂无数据.
import type { ReactNode } from "react";
import { Alert, Button, Center, Loader, Text } from "@mantine/core";

interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: readonly unknown[] | undefined;
  refetch: () => unknown;
}

export function MatchListFallback({ query, children }: { query: ListQueryState; children: ReactNode }) {
  if (query.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="比赛列表加载失败" my="md">
        <Text size="sm" mb="sm">{query.error?.message}</Text>
        <Button size="xs" onClick={() => void query.refetch()}>重试</Button>
      </Alert>
    );
  }
  if (!query.data || query.data.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">暂无数据</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
