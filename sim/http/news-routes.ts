// The news calls (docs/api-calls.md "News"): the lists, the teams with news, an article and its
// reads, and the covers the sim draws. One desk per backend, built on the first news call.
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { NEWS_CATEGORY, NewsDesk, newsCoverSvg, type NewsArticle, type NewsCategory, type NewsFilter } from "../core/news";
import { paged, pageOf } from "./paging";
import { fail, ok } from "./replies";
import { bodyField, intField } from "./request-body";
import type { SimRouteHandler, SimRouteTable } from "./route-types";
import { svgResponse, textResponse, type SimRequest } from "./sim-request";

const desks = new WeakMap<SimBackend, NewsDesk>();

export function newsDeskOf(backend: SimBackend): NewsDesk {
  let desk = desks.get(backend);
  if (!desk) {
    desk = new NewsDesk(backend.world);
    desks.set(backend, desk);
  }
  return desk;
}

const NOT_FOUND = invalid("资讯不存在");

/** NewsItem of the wire: the article without its body, with this run's read count. */
function itemOf(desk: NewsDesk, a: NewsArticle) {
  return {
    viewId: a.viewId,
    sportType: a.sportType,
    category: a.category,
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    publishTime: a.publishTime,
    readCount: desk.readCount(a.viewId),
    source: a.source,
    matchId: a.matchId,
    tags: a.tags,
  };
}

/** An optional integer field: absent → undefined; present but not an integer → null (参数错误). */
function optionalInt(body: unknown, key: string): number | undefined | null {
  const raw = bodyField(body, key);
  if (raw === undefined || raw === null || raw === "") return undefined;
  return intField(body, key) ?? null;
}

/** Reads the filter fields a list accepts; null when one is malformed. */
function filterOf(body: unknown, keys: readonly (keyof NewsFilter)[]): NewsFilter | null {
  const filter: NewsFilter = {};
  for (const key of ["sportType", ...keys] as const) {
    const value = optionalInt(body, key);
    if (value === null) return null;
    if (value !== undefined) (filter as Record<string, number>)[key] = value;
  }
  return filter;
}

function listRoute(category: NewsCategory | "hots", keys: readonly (keyof NewsFilter)[]): SimRouteHandler {
  return (backend, req) => {
    const page = pageOf(req.body, false);
    const filter = filterOf(req.body, keys);
    if (!page || !filter) return fail(ERR.badParams);
    const desk = newsDeskOf(backend);
    const articles = category === "hots" ? desk.hots(filter.sportType) : desk.list({ ...filter, category });
    return ok(backend, paged(articles, page, (a) => itemOf(desk, a)));
  };
}

function viewIdOf(req: SimRequest): number | undefined {
  return intField(req.body, "viewId");
}

export const newsRoutes: SimRouteTable = {
  [API_PATHS.news.hots]: listRoute("hots", []),
  [API_PATHS.news.competitions]: listRoute(NEWS_CATEGORY.competition, ["competitionId"]),
  [API_PATHS.news.teams]: listRoute(NEWS_CATEGORY.team, ["teamId"]),
  [API_PATHS.news.players]: listRoute(NEWS_CATEGORY.player, ["teamId"]),
  [API_PATHS.news.matches]: listRoute(NEWS_CATEGORY.match, ["matchId"]),
  [API_PATHS.news.teamList]: (backend, req) => {
    const filter = filterOf(req.body, []);
    if (!filter) return fail(ERR.badParams);
    return ok(backend, newsDeskOf(backend).teamsWithNews(filter.sportType));
  },
  [API_PATHS.news.detail]: (backend, req) => {
    const viewId = viewIdOf(req);
    if (viewId === undefined) return fail(ERR.badParams);
    const desk = newsDeskOf(backend);
    const article = desk.article(viewId);
    if (!article) return fail(NOT_FOUND);
    return ok(backend, {
      ...itemOf(desk, article),
      author: article.author,
      content: article.content,
      related: desk.related(viewId).map((a) => itemOf(desk, a)),
    });
  },
  [API_PATHS.news.plusReading]: (backend, req) => {
    const viewId = viewIdOf(req);
    if (viewId === undefined) return fail(ERR.badParams);
    const readCount = newsDeskOf(backend).addRead(viewId);
    return readCount === undefined ? fail(NOT_FOUND) : ok(backend, { viewId, readCount });
  },
  // An <img> source: plain SVG, no envelope (the /sim/ prefix skips the scope header check).
  [API_PATHS.simControl.newsCover]: (backend, req) => {
    const article = newsDeskOf(backend).article(viewIdOf(req) ?? 0);
    return article ? svgResponse(newsCoverSvg(article)) : textResponse(404, "no such article");
  },
};
