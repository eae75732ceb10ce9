// Every page of the route table (src/shared/routes) as a URL Lighthouse can open: pages that need
// an id get a real one from the served sim, pages that need a user get a signed-in account. The
// table is keyed by the route table, so a new route fails the typecheck until it is planned here.
import { API_PATHS, SPORT_TYPE } from "#wire";
import { ROUTES } from "../../src/shared/routes/route-table";
import type { SimApi } from "./sim-api";

/** Whose session the page is opened with: a guest, a new fan's account, or a seeded anchor. */
export type Viewer = "guest" | "user" | "anchor";

export interface PagePlan {
  /** The name --pages filters by: the route's key (and matchCentre for /liveRoom?detail=). */
  name: string;
  /** What Lighthouse opens, below the origin. */
  path: string;
  viewer: Viewer;
}

/** Real ids from the sim, looked up once per run. */
export interface SimIds {
  roomId: number;
  anchorCustomId: number;
  /** A football match of today's list that an anchor is live on. */
  footballMatchId: number;
  schemeId: number;
  footballCompetitionId: number;
  footballTeamId: number;
  footballPlayerId: number;
  basketballCompetitionId: number;
  basketballTeamId: number;
  basketballPlayerId: number;
  newsViewId: number;
}

type Plan = (ids: SimIds) => PagePlan[];
const guest = (name: string, path: string): PagePlan => ({ name, path, viewer: "guest" });
const signedIn = (name: string, path: string, viewer: Exclude<Viewer, "guest">): PagePlan => ({ name, path, viewer });

/** What each route of the table is audited as (none: the route only redirects to another that is). */
const PLANS: Record<keyof typeof ROUTES, Plan> = {
  home: () => [guest("home", ROUTES.home.href())],
  football: () => [guest("football", ROUTES.football.href())],
  basketball: () => [guest("basketball", ROUTES.basketball.href())],
  forecast: () => [guest("forecast", ROUTES.forecast.href())],
  // The forecast list links a scheme as /forecastDetail?id=.
  forecastDetail: (ids) => [guest("forecastDetail", `${ROUTES.forecastDetail.href()}?id=${ids.schemeId}`)],
  matchEvents: () => [guest("matchEvents", ROUTES.matchEvents.href())],
  downLoad: () => [guest("downLoad", ROUTES.downLoad.href())],
  informationCentre: () => [guest("informationCentre", ROUTES.informationCentre.href())],
  about: () => [signedIn("about", ROUTES.about.href(), "user")],
  anchorCertification: () => [signedIn("anchorCertification", ROUTES.anchorCertification.href(), "user")],
  anchorStart: () => [signedIn("anchorStart", ROUTES.anchorStart.href(), "anchor")],
  liveRoom: (ids) => [
    guest("liveRoom", ROUTES.liveRoom.href({ roomId: ids.roomId })),
    guest("matchCentre", ROUTES.liveRoom.href({ matchId: ids.footballMatchId, sport: "football" })),
  ],
  personalHomepage: (ids) => [guest("personalHomepage", ROUTES.personalHomepage.href(ids.anchorCustomId))],
  individualCenter: () => [signedIn("individualCenter", ROUTES.individualCenter.href({ type: 1 }), "anchor")],
  footballMatchData: () => [],
  footballMatchDataIndex: () => [guest("footballMatchDataIndex", ROUTES.footballMatchDataIndex.href())],
  footballCompetition: (ids) => [guest("footballCompetition", ROUTES.footballCompetition.href(ids.footballCompetitionId))],
  basketballMatchData: () => [],
  basketballMatchDataIndex: () => [guest("basketballMatchDataIndex", ROUTES.basketballMatchDataIndex.href())],
  basketballCompetition: (ids) => [guest("basketballCompetition", ROUTES.basketballCompetition.href(ids.basketballCompetitionId))],
  footballTeam: (ids) => [guest("footballTeam", ROUTES.footballTeam.href(ids.footballTeamId))],
  basketballTeam: (ids) => [guest("basketballTeam", ROUTES.basketballTeam.href(ids.basketballTeamId))],
  teamHistory: (ids) => [guest("teamHistory", ROUTES.teamHistory.href(ids.footballMatchId))],
  footballPlayer: (ids) => [guest("footballPlayer", ROUTES.footballPlayer.href(ids.footballPlayerId))],
  basketballPlayer: (ids) => [guest("basketballPlayer", ROUTES.basketballPlayer.href(ids.basketballPlayerId))],
  newsDetail: (ids) => [guest("newsDetail", ROUTES.newsDetail.href(ids.newsViewId))],
};

export function pagePlans(ids: SimIds): PagePlan[] {
  return Object.values(PLANS).flatMap((plan) => plan(ids));
}

/** Every page name, for checking --pages before anything is built. */
export function pageNames(): string[] {
  const placeholder = new Proxy({} as SimIds, { get: () => 1 });
  return pagePlans(placeholder).map((page) => page.name);
}

interface Paged<T> {
  items: T[];
  total: number;
}
interface HomeRoom {
  room: { roomId: number };
  anchor: { anchorCustomId: number };
  match: { matchId: number; sportType: number } | null;
}
const first = <T>(items: readonly T[], what: string): T => {
  if (!items[0]) throw new Error(`the sim has no ${what}`);
  return items[0];
};

/** Reads the ids from the served sim, the way the pages' own links get them. */
export async function lookUpIds(api: SimApi): Promise<SimIds> {
  // The home live list (most viewers first): a room on a football match gives the room, its
  // anchor and a match of today's list.
  const rooms = await api.call<Paged<HomeRoom>>(API_PATHS.living.home, { pageNum: 1, pageSize: 100 });
  const room = first(
    rooms.items.filter((item) => item.match?.sportType === SPORT_TYPE.football),
    "live room on a football match",
  );
  const schemes = await api.call<Paged<{ schemeId: number }>>(API_PATHS.prediction.schemes, { pageNum: 1, pageSize: 1 });
  const news = await api.call<Paged<{ viewId: number }>>(API_PATHS.news.hots, { pageNum: 1, pageSize: 1 });

  // Football: a hot team (the data library menu's 热门球队) and its competition, its best player.
  const hotTeam = first(await api.call<{ teamId: number; competitionId: number }[]>(API_PATHS.teamLibrary.football.hotTeams), "hot football team");
  const footballBest = await api.call<{ players: { playerId: number }[] }>(API_PATHS.teamLibrary.football.teamBestPlayer, {
    teamId: hotTeam.teamId,
    rankSize: 1,
    simple: 1,
  });

  // Basketball: a competition playing today (the menu's 近期赛事), a team of its season, its best player.
  const basketballCompetition = first(await api.call<{ competitionId: number }[]>(API_PATHS.compLibrary.basketball.recent), "basketball competition today");
  const basketballMatches = await api.call<{ matches: { homeTeamId: number }[] }>(API_PATHS.compLibrary.basketball.matches, {
    competitionId: basketballCompetition.competitionId,
  });
  const basketballTeamId = first(basketballMatches.matches, "basketball match in that season").homeTeamId;
  const basketballBest = await api.call<{ players: { playerId: number }[] }>(API_PATHS.teamLibrary.basketball.teamBestPlayer, {
    teamId: basketballTeamId,
    rankSize: 1,
    simple: 1,
  });

  return {
    roomId: room.room.roomId,
    anchorCustomId: room.anchor.anchorCustomId,
    footballMatchId: room.match!.matchId,
    schemeId: first(schemes.items, "prediction scheme").schemeId,
    footballCompetitionId: hotTeam.competitionId,
    footballTeamId: hotTeam.teamId,
    footballPlayerId: first(footballBest.players, "football player").playerId,
    basketballCompetitionId: basketballCompetition.competitionId,
    basketballTeamId,
    basketballPlayerId: first(basketballBest.players, "basketball player").playerId,
    newsViewId: first(news.items, "news article").viewId,
  };
}
