// /forecastDetail?id= (docs/product-rules.md "Predictions"): the whole scheme — the anchor, the
// state, the picks with each result, the analysis, when it was published, locked and settled — and,
// for the anchor who wrote it, a link to its record in the individual center carrying forecastType.
import { Anchor, Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { FORECAST_TYPE_TEXT, SchemeAuthor, schemeDetailQuery, schemeIdOf, SchemePicks, SchemeStateBadge, SchemeTimes } from "@/entities/prediction";
import { $userInfo } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { QueryFailure, QueryLoader } from "./query-state";
import classes from "./forecast.module.css";

function Detail({ schemeId }: { schemeId: number }) {
  const user = useUnit($userInfo);
  const query = useQuery(schemeDetailQuery(schemeId));
  if (query.isPending) return <QueryLoader label="方案加载中" />;
  if (query.isError) return <QueryFailure title="方案加载失败" error={query.error} onRetry={() => void query.refetch()} />;
  const scheme = query.data;
  const mine = user?.isAnchor === 1 && user.id === scheme.customId;
  return (
    <Stack gap="md">
      <SchemeAuthor scheme={scheme} />
      <Group gap="sm">
        <SchemeStateBadge scheme={scheme} />
        <Badge variant="outline" color="gray">
          {FORECAST_TYPE_TEXT[scheme.forecastType]}
        </Badge>
        <Title order={2} className={classes.detailTitle}>
          {scheme.title}
        </Title>
      </Group>
      <SchemeTimes scheme={scheme} />
      <SchemePicks picks={scheme.picks} />
      {scheme.forecastType === 2 && <Text size="sm">{`串关赔率 ${scheme.odds.toFixed(2)} · 命中 ${scheme.hitCount}/${scheme.picks.length}`}</Text>}
      <section aria-label="分析">
        <Title order={3} size="h4" mb={6}>
          分析
        </Title>
        <Text className={classes.analysis}>{scheme.analysis}</Text>
      </section>
      {mine && (
        <Anchor component={Link} to={ROUTES.individualCenter.href({ type: 4, forecastType: scheme.forecastType })}>
          查看我的预测战绩
        </Anchor>
      )}
    </Stack>
  );
}

export function ForecastDetailPage() {
  const schemeId = schemeIdOf(useSearch({ strict: false }));
  return (
    <Container size="md" className={classes.page}>
      <Anchor component={Link} to={ROUTES.forecast.href()} size="sm">
        ← 专家预测
      </Anchor>
      <div className={classes.detail}>
        {schemeId === null ? (
          <Text ta="center" c="dimmed" py={64}>
            方案不存在
          </Text>
        ) : (
          <Detail schemeId={schemeId} />
        )}
      </div>
    </Container>
  );
}
