// One article in a list: cover, title, summary, its first tags, time and reads; opens the article.
import { ArticleLink, publishTimeText, TagLink, type NewsItem } from "@/entities/article";
import { formatAmount } from "@/shared/lib/amount";
import classes from "./news.module.css";

export function NewsRow({ item, now }: { item: NewsItem; now: number }) {
  return (
    <article className={classes.row} data-testid="news-row" data-view-id={item.viewId}>
      <ArticleLink viewId={item.viewId} className={classes.coverLink} duplicate>
        <img className={classes.cover} src={item.cover} alt="" width={224} height={126} loading="lazy" />
      </ArticleLink>
      <div className={classes.rowBody}>
        <h3 className={classes.rowTitle}>
          <ArticleLink viewId={item.viewId}>{item.title}</ArticleLink>
        </h3>
        <p className={classes.summary}>{item.summary}</p>
        <div className={classes.rowMeta}>
          {item.tags.slice(0, 2).map((tag) => (
            <TagLink key={`${tag.type}-${tag.id}`} tag={tag} sportType={item.sportType} className={classes.tag} />
          ))}
          <span className={classes.metaSpacer} />
          <span>{item.source}</span>
          <time dateTime={new Date(item.publishTime).toISOString()}>{publishTimeText(item.publishTime, now)}</time>
          <span>{formatAmount(item.readCount)}阅读</span>
        </div>
      </div>
    </article>
  );
}
