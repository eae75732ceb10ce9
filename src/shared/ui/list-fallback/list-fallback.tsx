// What a list shows before it has rows: a loader, or a load error with its message and a retry.
import type { ReactNode } from "react";
import { Alert, Button, Center, Loader, Text } from "@mantine/core";

export interface ListQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ListFallbackProps {
  query: ListQueryState;
  /** The list's rows are there to show (loaded, and loaded for what is asked). */
  ready: boolean;
  /** The heading of the load error, e.g. 比赛列表加载失败. */
  errorTitle: string;
  /**
   * Height the loader keeps while loading (px or CSS length): about the height of what replaces
   * it, so what sits below does not jump when it arrives.
   */
  pendingHeight?: number | string;
  children: ReactNode;
}

export function ListFallback({ query, ready, errorTitle, pendingHeight, children }: ListFallbackProps) {
  if (query.isError && !ready) {
    return (
      <Alert color="red" title={errorTitle} my="md">
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
      <Center py="xl" style={{ minHeight: pendingHeight }} aria-busy="true">
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  return <>{children}</>;
}
