export { NewsDesk, newsCoverUrl, type NewsFilter, type NewsTeamCount } from "./news-desk";
export { newsCoverSvg } from "./news-cover";
export { HOSTILE_PAYLOADS, type HostilePayload } from "./hostile-payloads";
export { FIRST_VIEW_ID, ARTICLES_PER_SPORT, NEWS_CATEGORY, isHostileViewId, type NewsArticle, type NewsCategory, type NewsTag } from "./news-article";
