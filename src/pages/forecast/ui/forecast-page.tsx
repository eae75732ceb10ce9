// /forecast (docs/product-rules.md "Predictions"): the anchors' schemes, newest first, as cards;
// filters by sport (全部/足球/篮球) and by anchor (只看TA on a card), pages of 10, 近期无预测 when
// none, a failure in place with 重试; a signed-in anchor's 发布预测.
import { Button, CloseButton, Container, Group, Pagination, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PublishPredictionButton } from "@/features/publish-prediction";
import { SCHEME_PAGE_SIZE, SchemeCard, schemesQuery } from "@/entities/prediction";
import { QueryFailure, QueryLoader } from "./query-state";
import classes from "./forecast.module.css";

const SPORTS = [
  { value: "0", label: "全部" },
  { value: "1", label: "足球" },
  { value: "2", label: "篮球" },
];

export function ForecastPage() {
  const [sportType, setSportType] = useState<0 | 1 | 2>(0);
  const [anchor, setAnchor] = useState<{ customId: number; nickname: string } | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(schemesQuery({ sportType, customId: anchor?.customId, pageNum }));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SCHEME_PAGE_SIZE));

  return (
    <Container size="md" className={classes.page}>
      <Group justify="space-between" mb="md">
        <Title order={2}>专家预测</Title>
        <PublishPredictionButton onPublished={() => setPageNum(1)} />
      </Group>
      <Group gap="sm" mb="md">
        <SegmentedControl
          aria-label="运动"
          value={String(sportType)}
          data={SPORTS}
          onChange={(value) => {
            setSportType(Number(value) as 0 | 1 | 2);
            setPageNum(1);
          }}
        />
        {anchor && (
          <span className={classes.anchorFilter}>
            {`只看 ${anchor.nickname}`}
            <CloseButton
              size="xs"
              aria-label="查看全部主播"
              onClick={() => {
                setAnchor(null);
                setPageNum(1);
              }}
            />
          </span>
        )}
      </Group>
      {query.isPending ? (
        <QueryLoader label="预测加载中" />
      ) : query.isError ? (
        <QueryFailure title="预测加载失败" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Text ta="center" c="dimmed" py={64}>
          近期无预测
        </Text>
      ) : (
        <Stack gap="md" aria-label="预测方案">
          {query.data.items.map((scheme) => (
            <SchemeCard
              key={scheme.schemeId}
              scheme={scheme}
              authorExtra={
                anchor ? null : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setAnchor({ customId: scheme.customId, nickname: scheme.nickname });
                      setPageNum(1);
                    }}
                  >
                    只看TA
                  </Button>
                )
              }
            />
          ))}
          {pages > 1 && <Pagination className={classes.pager} total={pages} value={pageNum} onChange={setPageNum} aria-label="分页" />}
        </Stack>
      )}
    </Container>
  );
}
