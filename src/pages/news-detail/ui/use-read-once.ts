// Counts one read of the article once it has loaded (/news/plusReading), once per article however
// often the page renders (StrictMode included), and shows the count the server returns (after
// the detail, so the reply always holds the newer count).
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { newsDetailQuery, plusReading, type NewsDetail } from "@/entities/article";

export function useReadOnce(viewId: number, loaded: boolean): void {
  const queryClient = useQueryClient();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || counted.current === viewId) return;
    counted.current = viewId;
    plusReading(viewId).then(
      ({ readCount }) =>
        queryClient.setQueryData<NewsDetail>(newsDetailQuery(viewId).queryKey, (detail) => (detail ? { ...detail, readCount } : detail)),
      // A lost read is not the reader's problem: the article stays as it is.
      () => {},
    );
  }, [viewId, loaded, queryClient]);
}
