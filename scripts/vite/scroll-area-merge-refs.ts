// What Mantine's ScrollArea takes from @floating-ui/react: its one hook, merging refs, here from
// @mantine/hooks (see scroll-area-refs-plugin.ts for why).
import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
