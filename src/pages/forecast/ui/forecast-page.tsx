// /forecast (docs/product-rules.md "Predictions"): the anchors' schemes, newest first, as cards;
// filters by sport (全部/足球/篮球) and by anchor (只看TA on a card), pages of 10, 近期无预测 when
// none, a failure in place with 重试; a signed-in anchor's 发布预测. The filters and the page live
// in the URL (`?sport=basketball&customId=10005&page=2`), so a filtered list can be shared and
// back returns to the filter before.
import { Button, CloseButton, Container, Group, Pagination, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { PublishPredictionButton } from "@/features/publish-prediction";
import { SCHEME_PAGE_SIZE, SchemeCard, schemeFilterOf, schemesQuery, type SchemeListSearch } from "@/entities/prediction";
import type { Sport } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import { QueryFailure, QueryLoader } from "./query-state";
import classes from "./forecast.module.css";

const ALL = "all";
const SPORTS: { value: Sport | typeof ALL; label: string }[] = [
  { value: ALL, label: "全部" },
  { value: "football", label: "足球" },
  { value: "basketball", label: "篮球" },
];

type ForecastLink = NonNullable<Parameters<typeof ROUTES.forecast.href>[0]>;

export function ForecastPage() {
  const search: SchemeListSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  // A filter change leaves `page` out: back to page 1.
  const show = (next: ForecastLink) => void navigate({ href: ROUTES.forecast.href(next) });
  const filter = schemeFilterOf(search);
  const { customId, pageNum } = filter;
  const query = useQuery(schemesQuery(filter));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SCHEME_PAGE_SIZE));
  // The name of the anchor picked with 只看TA; a shared link learns it from the schemes.
  const [pickedName, setPickedName] = useState<string | null>(null);
  const anchorName = query.data?.items[0]?.nickname ?? pickedName ?? "该主播";

  return (
    <Container size="md" className={classes.page}>
      <Group justify="space-between" mb="md">
        <Title order={2}>专家预测</Title>
        <PublishPredictionButton onPublished={() => show({ ...search, page: undefined })} />
      </Group>
      <Group gap="sm" mb="md">
        <SegmentedControl
          aria-label="运动"
          value={search.sport ?? ALL}
          data={SPORTS}
          onChange={(value) => show({ sport: value === ALL ? undefined : (value as Sport), customId: search.customId })}
        />
        {customId !== undefined && (
          <span className={classes.anchorFilter}>
            {`只看 ${anchorName}`}
            <CloseButton size="xs" aria-label="查看全部主播" onClick={() => show({ sport: search.sport })} />
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
                customId !== undefined ? null : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setPickedName(scheme.nickname);
                      show({ sport: search.sport, customId: scheme.customId });
                    }}
                  >
                    只看TA
                  </Button>
                )
              }
            />
          ))}
          {pages > 1 && (
            <Pagination className={classes.pager} total={pages} value={pageNum} onChange={(page) => show({ ...search, page })} aria-label="分页" />
          )}
        </Stack>
      )}
    </Container>
  );
}
