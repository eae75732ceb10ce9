// News articles: their schemas and the news calls (tab lists, ranking, teams, an article, a read),
// when one came out as the pages show it, and the links an article makes (to itself, to its tags).
export {
  hotRankingQuery,
  NEWS_TABS,
  newsDetailQuery,
  newsListQuery,
  newsTeamsQuery,
  plusReading,
  type NewsDetail,
  type NewsItem,
  type NewsTab,
} from "./api/news-requests";
export { publishTimeText } from "./lib/publish-time";
export { ArticleLink, TagLink } from "./ui/news-links";
