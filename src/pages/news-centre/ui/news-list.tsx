// A tab's list: pages of 10 loaded as its end scrolls into view (or with 加载更多), 没有更多了 at
// the end, 暂无资讯 when empty, the server's message on failure.
import { useEffect, useRef } from "react";
import { Button, Center, Loader } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { newsListQuery, type NewsTab } from "@/entities/article";
import { NewsRow } from "./news-row";
import classes from "./news.module.css";

export function NewsList({ tab, teamId }: { tab: NewsTab; teamId: number | null }) {
  const list = useInfiniteQuery(newsListQuery(tab, teamId));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending)
    return (
      <Center py={80} data-news-loading>
        <Loader aria-label="资讯加载中" />
      </Center>
    );
  if (list.isError) return <p className={classes.state}>{list.error.message || "资讯加载失败"}</p>;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className={classes.state}>暂无资讯</p>;
  const now = Date.now();
  return (
    <div className={classes.list} data-testid="news-list">
      {items.map((item) => (
        <NewsRow key={item.viewId} item={item} now={now} />
      ))}
      <div ref={sentinel} className={classes.listEnd}>
        {hasNextPage ? (
          <Button variant="subtle" color="gray" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            加载更多
          </Button>
        ) : (
          <span>没有更多了</span>
        )}
      </div>
    </div>
  );
}
