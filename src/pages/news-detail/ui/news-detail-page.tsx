// /dynamicDetail/{viewId} (docs/product-rules.md "News"): the article — title, source, author,
// time, reads, tags, the sanitized body — and 相关推荐 beside it; one read counted on opening.
import { Button, Center, Container, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { ROUTES } from "@/shared/routes";
import { ArticleLink, newsDetailQuery, publishTimeText, TagLink, type NewsDetail, type NewsItem } from "@/entities/article";
import { formatAmount } from "@/shared/lib/amount";
import { ArticleBody } from "./article-body";
import { useReadOnce } from "./use-read-once";
import { newsPageClasses as layout } from "@/shared/ui/news-page";
import classes from "./article.module.css";

const CATEGORY = { 1: "赛事", 2: "球队", 3: "球员", 4: "比赛" } as Record<number, string>;

function Related({ items, now }: { items: NewsItem[]; now: number }) {
  return (
    <section className={layout.panel} aria-labelledby="related-title">
      <h2 id="related-title" className={layout.panelTitle}>
        相关推荐
      </h2>
      {items.length === 0 ? (
        <p className={classes.muted}>暂无相关资讯</p>
      ) : (
        <ul className={classes.related}>
          {items.map((item) => (
            <li key={item.viewId}>
              <ArticleLink viewId={item.viewId} className={classes.relatedLink}>
                <img src={item.cover} alt="" width={112} height={63} loading="lazy" />
                <span>
                  <span className={classes.relatedTitle}>{item.title}</span>
                  <span className={classes.muted}>
                    {publishTimeText(item.publishTime, now)}
                  </span>
                </span>
              </ArticleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Article({ detail }: { detail: NewsDetail }) {
  const now = Date.now();
  return (
    <div className={layout.columns}>
      <article className={`${layout.card} ${classes.article}`} data-testid="article">
        <nav className={classes.crumbs} aria-label="位置">
          <Link to={ROUTES.informationCentre.path}>资讯中心</Link>
          <span aria-hidden>›</span>
          <span>{CATEGORY[detail.category] ?? "资讯"}</span>
        </nav>
        <h1 className={classes.title}>{detail.title}</h1>
        <div className={classes.meta}>
          <span className={classes.source}>{detail.source}</span>
          <span>作者 {detail.author}</span>
          <time dateTime={new Date(detail.publishTime).toISOString()}>{publishTimeText(detail.publishTime, now)}</time>
          <span data-testid="article-reads">{formatAmount(detail.readCount)}阅读</span>
        </div>
        {detail.tags.length > 0 ? (
          <div className={classes.tags}>
            {detail.tags.map((tag) => (
              <TagLink key={`${tag.type}-${tag.id}`} tag={tag} sportType={detail.sportType} className={classes.tag} />
            ))}
          </div>
        ) : null}
        <ArticleBody html={detail.content} />
      </article>
      <aside className={layout.aside}>
        <Related items={detail.related} now={now} />
      </aside>
    </div>
  );
}

export function NewsDetailPage() {
  const { viewId: param } = useParams({ strict: false }) as { viewId?: string };
  const viewId = Number(param);
  const detail = useQuery({ ...newsDetailQuery(viewId), enabled: Number.isInteger(viewId) });
  useReadOnce(viewId, detail.isSuccess);
  return (
    <Container size="xl" className={classes.page} data-testid="news-detail">
      {!Number.isInteger(viewId) || detail.isError ? (
        <div className={classes.missing}>
          <p>{detail.error?.message || "资讯不存在"}</p>
          <Button component={Link} to={ROUTES.informationCentre.path} variant="light">
            返回资讯中心
          </Button>
        </div>
      ) : detail.isPending ? (
        <Center py={120}>
          <Loader aria-label="资讯加载中" />
        </Center>
      ) : (
        <Article detail={detail.data} />
      )}
    </Container>
  );
}
