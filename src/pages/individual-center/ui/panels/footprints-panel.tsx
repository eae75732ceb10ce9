// 历史足迹 (docs/product-rules.md "Individual center"), two tabs: 直播间 — the live rooms the user
// entered, the last entry first: the anchor, 直播中 or 未开播, when; a row opens the room in a new
// tab — and 预测 — the prediction schemes viewed, opening the scheme's page.
import type { ReactNode } from "react";
import dayjs from "dayjs";
import { Avatar, Badge, Button, Loader, Tabs } from "@mantine/core";
import { LoadMoreButton } from "@/shared/ui/list-fallback";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { ROUTES, searchOf } from "@/shared/routes";
import { footprintsQuery, predictionFootprintsQuery } from "../../api/center-requests";
import classes from "../individual-center.module.css";

type PagedList = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown; hasNextPage: boolean; fetchNextPage: () => unknown; isFetchingNextPage: boolean };

function Paged({ list, label, count, children }: { list: PagedList; label: string; count: number | undefined; children: ReactNode }) {
  if (list.isPending) return <Loader size="sm" aria-label={`${label}加载中`} />;
  if (list.isError) {
    return (
      <div className={classes.empty}>
        <p>{list.error?.message || `${label}加载失败`}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  if (!count) return <p className={classes.empty}>暂无数据</p>;
  return (
    <>
      {children}
      <LoadMoreButton list={list} />
    </>
  );
}

function RoomFootprints({ userId }: { userId: number }) {
  const list = useInfiniteQuery(footprintsQuery(userId));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paged list={list} label="历史足迹" count={rows.length}>
      <ul className={classes.people} aria-label="看过的直播间">
        {rows.map((r) => (
          <li key={r.roomId} className={classes.person} data-testid="footprint-row">
            <a href={ROUTES.liveRoom.href({ roomId: r.roomId })} target="_blank" rel="noopener" className={classes.personLink}>
              <Avatar src={r.avatar || null} alt="" radius="xl" size={40}>
                {r.nickname.slice(0, 1)}
              </Avatar>
              <span className={classes.personName}>{r.nickname}的直播间</span>
            </a>
            <Badge variant="light">主播Lv.{r.anchorLevel}</Badge>
            {r.living ? <Badge color="red">直播中</Badge> : <Badge color="gray">未开播</Badge>}
            <span className={classes.personAction}>{dayjs.unix(r.viewedAt).format("MM-DD HH:mm")} 看过</span>
          </li>
        ))}
      </ul>
    </Paged>
  );
}

function PredictionFootprints({ userId }: { userId: number }) {
  const list = useInfiniteQuery(predictionFootprintsQuery(userId));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paged list={list} label="预测足迹" count={rows.length}>
      <ul className={classes.people} aria-label="看过的预测">
        {rows.map((r) => (
          <li key={r.schemeId} className={classes.person} data-testid="prediction-footprint-row">
            <a href={`${ROUTES.forecastDetail.path}${searchOf({ id: r.schemeId })}`} target="_blank" rel="noopener" className={classes.personLink}>
              <Avatar src={r.anchor?.avatar || null} alt="" radius="xl" size={40}>
                {r.anchor?.nickname.slice(0, 1) ?? "预"}
              </Avatar>
              <span className={classes.noticeText}>
                <span className={classes.personName}>{r.title ?? `预测方案 #${r.schemeId}`}</span>
                <span className={classes.noticeDetail}>
                  {[r.anchor?.nickname, r.match && `${r.match.competitionShortName} ${r.match.homeTeamName} vs ${r.match.awayTeamName}`].filter(Boolean).join(" · ")}
                </span>
              </span>
            </a>
            <span className={classes.personAction}>{dayjs.unix(r.viewedAt).format("MM-DD HH:mm")} 看过</span>
          </li>
        ))}
      </ul>
    </Paged>
  );
}

export function FootprintsPanel() {
  const userId = useUnit($userInfo)?.id ?? 0;
  return (
    <section className={classes.panel} aria-label="历史足迹">
      <h2 className={classes.panelTitle}>历史足迹</h2>
      <Tabs defaultValue="rooms" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="rooms">直播间</Tabs.Tab>
          <Tabs.Tab value="predictions">预测</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rooms">
          <RoomFootprints userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="predictions">
          <PredictionFootprints userId={userId} />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
