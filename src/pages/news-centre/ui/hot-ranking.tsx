// The side column's 热门排行: the ten most read articles, numbered.
import { useQuery } from "@tanstack/react-query";
import { ArticleLink, hotRankingQuery } from "@/entities/article";
import { formatAmount } from "@/shared/lib/amount";
import { newsPageClasses as layout } from "@/shared/ui/news-page";
import classes from "./news.module.css";

export function HotRanking() {
  const ranking = useQuery(hotRankingQuery());
  return (
    <section className={layout.panel} aria-labelledby="news-ranking-title">
      <h2 id="news-ranking-title" className={layout.panelTitle}>
        热门排行
      </h2>
      {ranking.isSuccess ? (
        <ol className={classes.ranking}>
          {ranking.data.map((item, i) => (
            <li key={item.viewId}>
              <span className={classes.rank} data-top={i < 3 || undefined}>
                {i + 1}
              </span>
              <ArticleLink viewId={item.viewId} className={classes.rankTitle}>
                {item.title}
              </ArticleLink>
              <span className={classes.rankReads}>{formatAmount(item.readCount)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={classes.state}>{ranking.isError ? ranking.error.message : "加载中…"}</p>
      )}
    </section>
  );
}
