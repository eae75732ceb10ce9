// A tab section's load states: a loader, or its failure's message with 重试 (never a blank tab).
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListFallback } from "@/shared/ui/list-fallback";

export function TabQuery<T>({ query, errorTitle, children }: { query: UseQueryResult<T>; errorTitle: string; children: (data: T) => ReactNode }) {
  return (
    <ListFallback query={query} ready={query.data !== undefined} errorTitle={errorTitle}>
      {query.data !== undefined && children(query.data)}
    </ListFallback>
  );
}
