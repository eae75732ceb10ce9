// The sim's news desk: 60 seeded articles per sport about its own competitions, teams, players
// and matches (docs/api-calls.md "News"), built once from the world at its start, and the reads
// of this run. Lists, filters and the related articles of an article are answered here.
import { SIM_API_PREFIX } from "#wire";
import { addDays } from "../calendar";
import { logoArtUrl } from "../ids";
import type { SimCompetition, SimMatch, SimTeam, Sport } from "../model";
import { hashSeed, Random } from "../random";
import type { SimWorld } from "../world/sim-world";
import {
  ARTICLES_PER_SPORT,
  FIRST_VIEW_ID,
  isHostileViewId,
  NEWS_CATEGORY,
  type NewsArticle,
  type NewsCategory,
  type NewsTag,
} from "./news-article";
import { newsBody } from "./news-body";
import { NEWS_AUTHORS, NEWS_COPY, NEWS_SOURCES, playerName, type CopyNames } from "./news-copy";

const DAY_MS = 86_400_000;
/** Articles are published over the 10 days before the sim started. */
const SPAN_MS = 10 * DAY_MS;
const SPORTS: readonly Sport[] = ["football", "basketball"];
const SPORT_TYPE = { football: 1, basketball: 2 } as const;
const CATEGORIES: readonly NewsCategory[] = [1, 2, 3, 4];
const RELATED_COUNT = 5;

export const newsCoverUrl = (viewId: number) => `${SIM_API_PREFIX}/sim/news/cover?viewId=${viewId}`;

export interface NewsFilter {
  sportType?: number;
  category?: NewsCategory;
  competitionId?: number;
  teamId?: number;
  matchId?: number;
}

export interface NewsTeamCount {
  teamId: number;
  teamName: string;
  teamLogo: string;
  sportType: 1 | 2;
  newsCount: number;
}

const competitionTag = (c: SimCompetition): NewsTag => ({ type: 1, id: c.id, name: c.shortName, logo: c.logo });
const teamTag = (t: SimTeam): NewsTag => ({ type: 2, id: t.id, name: t.name, logo: t.logo });
const competitionHref = (sport: Sport, id: number) => `/${sport}MatchData/matchDetail/${id}`;

function summaryOf(text: string): string {
  const chars = [...text];
  return chars.length <= 80 ? text : `${chars.slice(0, 79).join("")}…`;
}

/** Matches of yesterday and today in the hot competitions: the subjects of match articles. */
function matchPool(world: SimWorld, sport: Sport, hot: ReadonlySet<number>): SimMatch[] {
  const today = world.todayKey();
  const days = [addDays(today, -1), today].flatMap((key) => world.day(sport, key));
  const inHot = days.filter((m) => hot.has(m.competitionId));
  return inHot.length >= 8 ? inHot : days;
}

function buildSport(world: SimWorld, sport: Sport, firstViewId: number, startedAt: number): NewsArticle[] {
  const random = new Random(hashSeed(world.seed, "news", sport));
  const hotIds = world.hotCompetitionIds(sport);
  const competitions = (hotIds.length > 0 ? hotIds.map((id) => world.competition(id)!) : world.competitions(sport).slice(0, 8)).filter(
    (c) => c && c.teamIds.length >= 2,
  );
  const matches = matchPool(world, sport, new Set(competitions.map((c) => c.id)));
  const copy = NEWS_COPY[sport];
  const articles: NewsArticle[] = [];
  for (let i = 0; i < ARTICLES_PER_SPORT; i++) {
    const viewId = firstViewId + i;
    // Rotated every four articles, so the hostile ones (every fourth viewId) fall in every category.
    const category = CATEGORIES[(i + Math.floor(i / 4)) % CATEGORIES.length]!;
    const match = category === NEWS_CATEGORY.match && matches.length > 0 ? random.pick(matches) : undefined;
    const competition = match ? world.competition(match.competitionId)! : random.pick(competitions);
    const teams = world.teams(competition.id);
    const [team, rival] = match
      ? [world.team(match.homeTeamId)!, world.team(match.awayTeamId)!]
      : random.shuffle([...teams]).slice(0, 2) as [SimTeam, SimTeam];
    const names: CopyNames = {
      competition: competition.shortName,
      team: team.name,
      rival: rival.name,
      player: playerName((n) => random.int(0, n - 1)),
      round: random.int(3, 30),
    };
    let title: string;
    let publishTime = startedAt - random.int(10 * 60_000, SPAN_MS);
    if (match) {
      // A report only once the match is surely over (3 h after kick-off); else a preview.
      const upcoming = match.matchTime * 1000 + 3 * 3_600_000 > startedAt;
      title = upcoming ? `${team.name} vs ${rival.name} 赛前前瞻：${team.name}主场力争胜利` : `${team.name}对阵${rival.name}赛后复盘：关键时刻的三次调整`;
      // A preview comes out before its match; a report within hours after it.
      publishTime = upcoming
        ? Math.min(startedAt - 5 * 60_000, match.matchTime * 1000 - random.int(60, 360) * 60_000)
        : match.matchTime * 1000 + random.int(120, 180) * 60_000;
    } else {
      const key = category === NEWS_CATEGORY.competition ? "competition" : category === NEWS_CATEGORY.team ? "team" : "player";
      title = random.pick(copy.titles[key])(names);
    }
    const lead = random.pick(copy.paragraphs)(names);
    const summary = summaryOf(lead);
    const hostile = isHostileViewId(viewId);
    const cover = newsCoverUrl(viewId);
    const tags = category === NEWS_CATEGORY.competition ? [competitionTag(competition), teamTag(team)] : [competitionTag(competition), teamTag(team), teamTag(rival)];
    articles.push({
      viewId,
      sportType: SPORT_TYPE[sport],
      category,
      title,
      summary,
      cover,
      publishTime,
      // Skewed: most articles a few thousand reads, some past 10 000, a few past a million.
      baseReadCount: Math.floor(600 * Math.exp(random.float(0, 8.2))),
      source: random.pick(NEWS_SOURCES[sport]),
      author: random.pick(NEWS_AUTHORS),
      matchId: match ? match.id : null,
      tags,
      content: newsBody(
        {
          sport,
          names,
          summary,
          // The crest as SVG art: the figure is 640×360, and the 64 px PNG would blur at that size.
          figure: { src: i % 2 === 0 ? cover : logoArtUrl("team", team.id), caption: i % 2 === 0 ? title : `${team.name}队徽` },
          competitionHref: competitionHref(sport, competition.id),
          hostileIndex: hostile ? Math.floor((viewId - FIRST_VIEW_ID) / 4) : null,
        },
        random,
      ),
      hostile,
    });
  }
  return articles;
}

const newestFirst = (a: NewsArticle, b: NewsArticle) => b.publishTime - a.publishTime || b.viewId - a.viewId;

export class NewsDesk {
  private readonly articles: readonly NewsArticle[];
  private readonly byId: ReadonlyMap<number, NewsArticle>;
  private readonly reads = new Map<number, number>();

  constructor(world: SimWorld) {
    const startedAt = world.now();
    this.articles = SPORTS.flatMap((sport, k) => buildSport(world, sport, FIRST_VIEW_ID + k * ARTICLES_PER_SPORT, startedAt));
    this.byId = new Map(this.articles.map((a) => [a.viewId, a]));
  }

  all(): readonly NewsArticle[] {
    return this.articles;
  }

  article(viewId: number): NewsArticle | undefined {
    return this.byId.get(viewId);
  }

  readCount(viewId: number): number {
    return (this.byId.get(viewId)?.baseReadCount ?? 0) + (this.reads.get(viewId) ?? 0);
  }

  /** One more read; the new count, or undefined for an unknown article. */
  addRead(viewId: number): number | undefined {
    if (!this.byId.has(viewId)) return undefined;
    this.reads.set(viewId, (this.reads.get(viewId) ?? 0) + 1);
    return this.readCount(viewId);
  }

  /** A category's articles (or all), filtered, newest first. */
  list(filter: NewsFilter): NewsArticle[] {
    return this.articles
      .filter(
        (a) =>
          (filter.sportType === undefined || a.sportType === filter.sportType) &&
          (filter.category === undefined || a.category === filter.category) &&
          (filter.competitionId === undefined || a.tags.some((t) => t.type === 1 && t.id === filter.competitionId)) &&
          (filter.teamId === undefined || a.tags.some((t) => t.type === 2 && t.id === filter.teamId)) &&
          (filter.matchId === undefined || a.matchId === filter.matchId),
      )
      .sort(newestFirst);
  }

  /** Every article (of a sport), most read first, ties newer first. */
  hots(sportType?: number): NewsArticle[] {
    return this.list({ sportType }).sort((a, b) => this.readCount(b.viewId) - this.readCount(a.viewId) || newestFirst(a, b));
  }

  /** Teams with team news, most articles first (ties by teamId), at most 12. */
  teamsWithNews(sportType?: number): NewsTeamCount[] {
    const counts = new Map<number, NewsTeamCount>();
    for (const a of this.list({ sportType, category: NEWS_CATEGORY.team })) {
      const tag = a.tags.find((t) => t.type === 2);
      if (!tag) continue;
      const entry = counts.get(tag.id) ?? { teamId: tag.id, teamName: tag.name, teamLogo: tag.logo, sportType: a.sportType, newsCount: 0 };
      entry.newsCount += 1;
      counts.set(tag.id, entry);
    }
    return [...counts.values()].sort((a, b) => b.newsCount - a.newsCount || a.teamId - b.teamId).slice(0, 12);
  }

  /** Up to 5 other articles: those sharing a tag first, then the newest. */
  related(viewId: number): NewsArticle[] {
    const article = this.byId.get(viewId);
    if (!article) return [];
    const key = (t: NewsTag) => `${t.type}:${t.id}`;
    const own = new Set(article.tags.map(key));
    const others = this.articles.filter((a) => a.viewId !== viewId && a.sportType === article.sportType).sort(newestFirst);
    const sharing = others.filter((a) => a.tags.some((t) => own.has(key(t))));
    const rest = others.filter((a) => !sharing.includes(a));
    return [...sharing, ...rest].slice(0, RELATED_COUNT);
  }
}
