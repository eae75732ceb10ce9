// 预测等级 (type 4, anchors; docs/product-rules.md "Individual center"): the forecast level as the
// other levels show it, then 预测战绩 — the anchor's settled record by kind (单场 / 串关; the
// ?forecastType= of a link from /forecastDetail picks the tab): the hit rate (red over settled,
// rounded and clamped), 红 and 黑 counts, and the schemes, newest first.
import { Badge, Pagination, SegmentedControl, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useState } from "react";
import { recordRate, schemeHref, SchemeStateBadge } from "@/entities/prediction";
import { LEVEL_TYPE } from "@/entities/session";
import { ListFallback } from "@/shared/ui/list-fallback";
import { forecastTypeOf, mySchemesQuery, RECORD_TABS, SCHEME_PAGE_SIZE } from "../../api/prediction-requests";
import { LevelPanel } from "../level-panel";
import classes from "../individual-center.module.css";

function ForecastRecord({ userId }: { userId: number }) {
  const search: { forecastType?: unknown } = useSearch({ strict: false });
  const [forecastType, setForecastType] = useState<1 | 2>(forecastTypeOf(search.forecastType));
  const [pageNum, setPageNum] = useState(1);
  const query = useQuery(mySchemesQuery(userId, forecastType, pageNum));
  const data = query.data;
  const rate = data ? recordRate(data.record.red, data.record.black) : null;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SCHEME_PAGE_SIZE));
  return (
    <section aria-label="预测战绩">
      <h3 className={classes.subTitle}>预测战绩</h3>
      <SegmentedControl
        aria-label="预测类型"
        value={String(forecastType)}
        data={[...RECORD_TABS]}
        onChange={(value) => {
          setForecastType(forecastTypeOf(value));
          setPageNum(1);
        }}
        mb="sm"
      />
      <ListFallback query={query} ready={query.isSuccess} errorTitle="预测战绩加载失败">
        {data && (
          <>
            <Text mb="sm" data-testid="forecast-record">
              {`命中率 ${rate === null ? "--" : `${rate}%`} · 红 ${data.record.red} · 黑 ${data.record.black} · 共 ${data.total} 个方案`}
            </Text>
            {data.items.length === 0 ? (
              <p className={classes.empty}>近期无预测</p>
            ) : (
              <ul className={classes.people} aria-label="预测记录">
                {data.items.map((s) => (
                  <li key={s.schemeId} className={classes.person}>
                    <SchemeStateBadge scheme={s} />
                    <Link to={schemeHref(s.schemeId)} className={classes.personLink}>
                      {s.title}
                    </Link>
                    <Badge variant="outline" color="gray">{`${s.hitCount}/${s.picks.length}`}</Badge>
                    <Text size="xs" c="dimmed">
                      {dayjs(s.publishedAt).format("MM-DD HH:mm")}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 && <Pagination mt="sm" total={pages} value={pageNum} onChange={setPageNum} aria-label="分页" />}
          </>
        )}
      </ListFallback>
    </section>
  );
}

export function ForecastLevelPanel({ userId }: { userId: number }) {
  return (
    <>
      <LevelPanel userId={userId} levelType={LEVEL_TYPE.FORECAST} />
      <ForecastRecord userId={userId} />
    </>
  );
}
