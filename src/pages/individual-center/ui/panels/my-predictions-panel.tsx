// 我的预测 (type 8, anchors; docs/product-rules.md "Individual center"): the anchor's own schemes,
// newest first, pages of 10, each with its state; 发布预测 opens the form.
import { Group, Pagination, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PublishPredictionButton } from "@/features/publish-prediction";
import { SchemeCard } from "@/entities/prediction";
import { ListFallback } from "@/shared/ui/list-fallback";
import { mySchemesQuery, SCHEME_PAGE_SIZE } from "../../api/prediction-requests";
import classes from "../individual-center.module.css";

export function MyPredictionsPanel({ userId }: { userId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(mySchemesQuery(userId, 0, pageNum));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SCHEME_PAGE_SIZE));
  return (
    <section className={classes.panel} aria-label="我的预测">
      <Group justify="space-between" mb="sm">
        <h2 className={classes.panelTitle}>
          我的预测{query.data ? <span className={classes.count}>共 {query.data.total} 个方案</span> : null}
        </h2>
        <PublishPredictionButton onPublished={() => setPageNum(1)} />
      </Group>
      <ListFallback query={query} ready={query.isSuccess} errorTitle="我的预测加载失败">
        {query.data?.items.length === 0 ? (
          <Text className={classes.empty}>还没有发布预测</Text>
        ) : (
          <Stack gap="md">
            {query.data?.items.map((scheme) => (
              <SchemeCard key={scheme.schemeId} scheme={scheme} />
            ))}
            {pages > 1 && <Pagination total={pages} value={pageNum} onChange={setPageNum} aria-label="分页" />}
          </Stack>
        )}
      </ListFallback>
    </section>
  );
}
