// What a list shows before it has rows: loading, a load error with retry, or its rows.
import type { ReactNode } from "react";
import { Alert, Button, Center, Loader, Text } from "@mantine/core";

export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export function ListFallback({ query, ready, children }: { query: ListQueryState; ready: boolean; children: ReactNode }) {
  if (query.isError && !ready) {
    return (
      <Alert color="red" title="比赛列表加载失败" my="md">
        <Text size="sm" mb="sm">
          {query.error?.message}
        </Text>
        <Button size="xs" onClick={() => void query.refetch()}>
          重试
        </Button>
      </Alert>
    );
  }
  if (query.isPending || !ready) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  return <>{children}</>;
}
