// The route tree: every route of the route table (shared/routes) with its title, whether a guest
// may open it, and its page. Each page is its own lazy chunk: a fan opening /matchEvents downloads
// the shell and that page, not the others.
import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type RouteComponent,
  type StaticDataRouteOption,
} from "@tanstack/react-router";
import { liveInfoQuery, liveRowsQuery, prefetchRecommendations } from "@/entities/live-room";
import { $userInfo } from "@/entities/session";
import { ownLivingQuery } from "@/features/start-broadcast";
import { sportTypeOf, type Sport } from "@/shared/config";
import { ROUTES } from "@/shared/routes";
import { anchorCalls, prefetchWith, schemeCalls, teamCalls } from "./first-view-calls";
import { guardLoginRoutes } from "./login-guard";
import { siteTitle } from "./route-meta";
import { RootLayout } from "./root-layout";
import { forecastSearch, individualCenterSearch, liveRoomSearch, personalHomepageSearch } from "./search-params";

export interface RouterContext {
  queryClient: QueryClient;
}

/** A built page: the named export of its module, in a chunk of its own. */
const page = lazyRouteComponent;

const open = { noLogin: true } as const;
const loginOnly = { noLogin: false } as const;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staticData: open,
  beforeLoad: guardLoginRoutes,
  component: RootLayout,
  notFoundComponent: page(() => import("@/pages/not-found"), "NotFoundPage"),
});

const top = { getParentRoute: () => rootRoute } as const;

/** A top-level route with no search params: its path (from the route table), access and title, and its page. */
const topRoute = <TPath extends string>(path: TPath, staticData: StaticDataRouteOption, component: RouteComponent) =>
  createRoute({ ...top, path, staticData, component });

const homeRoute = createRoute({
  ...top,
  path: ROUTES.home.path,
  staticData: open,
  component: page(() => import("@/pages/home"), "HomePage"),
  // Not awaited: 直播推荐's call leaves as the route matches, while the page's chunks download.
  loader: ({ context }) => prefetchRecommendations(context.queryClient, $userInfo.getState()?.id ?? null),
});
/** A live board: its first rows come before anything else (route-meta.ts, firstRenderAtOnce). */
const board = { ...open, firstRenderAtOnce: true } as const;
const footballRoute = topRoute(ROUTES.football.path, { ...board, title: siteTitle("足球直播") }, page(() => import("@/pages/football"), "FootballPage"));
const basketballRoute = topRoute(ROUTES.basketball.path, { ...board, title: siteTitle("篮球直播") }, page(() => import("@/pages/basketball"), "BasketballPage"));
const matchEventsRoute = topRoute(
  ROUTES.matchEvents.path,
  { ...board, title: siteTitle("即时比分") },
  page(() => import("@/pages/match-events"), "MatchEventsPage"),
);
const downloadRoute = topRoute(ROUTES.downLoad.path, open, page(() => import("@/pages/download"), "DownloadPage"));
const informationCentreRoute = topRoute(ROUTES.informationCentre.path, open, page(() => import("@/pages/news-centre"), "NewsCentrePage"));
const aboutRoute = topRoute(ROUTES.about.path, loginOnly, page(() => import("@/pages/about"), "AboutPage"));
const anchorCertificationRoute = topRoute(ROUTES.anchorCertification.path, loginOnly, page(() => import("@/pages/anchor-certification"), "AnchorCertificationPage"));
const anchorStartRoute = createRoute({
  ...top,
  path: ROUTES.anchorStart.path,
  staticData: { ...loginOnly, title: siteTitle("我要开播") },
  component: page(() => import("@/pages/anchor-start"), "AnchorStartPage"),
  // The desk shows the start form or the room on air once it knows the anchor's stream; that call
  // is in the start chunk (the header's 开播), so it leaves as the route matches.
  loader: ({ context }) => {
    const user = $userInfo.getState();
    if (user?.isAnchor === 1) void context.queryClient.prefetchQuery(ownLivingQuery(user.id));
  },
});
const teamHistoryRoute = createRoute({
  ...top,
  path: ROUTES.teamHistory.path,
  staticData: open,
  component: page(() => import("@/pages/team-history"), "TeamHistoryPage"),
  loader: ({ context, params }) => prefetchWith(teamCalls, (calls) => calls.prefetchHistory(context.queryClient, params.matchId)),
});
const newsDetailRoute = topRoute(ROUTES.newsDetail.path, open, page(() => import("@/pages/news-detail"), "NewsDetailPage"));

// Routes with search params: each validates its own.
const liveRoomRoute = createRoute({
  ...top,
  path: ROUTES.liveRoom.path,
  validateSearch: liveRoomSearch,
  staticData: open,
  component: page(() => import("@/pages/live-room"), "LiveRoomPage"),
  loaderDeps: ({ search }) => ({ roomId: search.roomId, detail: search.detail, sport: search.SportType }),
  // Not awaited: a room's record (its match header is the page's largest text) is asked for as the
  // route matches, beside the entry checks the page makes once its code is here; the room view
  // shows this answer and refreshes it as it mounts. A match centre's header and anchors come
  // from one call, asked for the same way.
  loader: ({ context, deps }) => {
    const digits = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);
    const roomId = digits(deps.roomId);
    const matchId = digits(deps.detail);
    if (roomId !== null) void context.queryClient.prefetchQuery(liveInfoQuery(roomId));
    else if (matchId !== null && deps.sport) void context.queryClient.prefetchQuery(liveRowsQuery(matchId, sportTypeOf(deps.sport)));
  },
});

const forecastRoute = createRoute({
  ...top,
  path: ROUTES.forecast.path,
  validateSearch: forecastSearch,
  staticData: { ...open, title: siteTitle("专家预测") },
  component: page(() => import("@/pages/forecast"), "ForecastPage"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchWith(schemeCalls, (calls) => context.queryClient.prefetchQuery(calls.schemesQuery(calls.schemeFilterOf(deps)))),
});

const forecastDetailRoute = createRoute({
  ...top,
  path: ROUTES.forecastDetail.path,
  staticData: { ...open, title: siteTitle("预测详情") },
  component: page(() => import("@/pages/forecast"), "ForecastDetailPage"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(schemeCalls, (calls) => {
      const schemeId = calls.schemeIdOf(deps);
      if (schemeId !== null) return context.queryClient.prefetchQuery(calls.schemeDetailQuery(schemeId));
    }),
});

/**
 * A team or player page of the data library: its card (the name and facts are the page's largest
 * text) is asked for as the route matches, with the id its path names in `param`.
 */
const cardRoute = <TPath extends string>(
  path: TPath,
  component: RouteComponent,
  card: "team" | "player",
  sport: Sport,
  param: "competeId" | "teamId",
) =>
  createRoute({
    ...top,
    path,
    staticData: open,
    component,
    loader: ({ context, params }) =>
      prefetchWith(teamCalls, (calls) => calls.prefetchCard(context.queryClient, card, sport, (params as Partial<Record<typeof param, string>>)[param])),
  });
const footballTeamRoute = cardRoute(ROUTES.footballTeam.path, page(() => import("@/pages/team"), "FootballTeamPage"), "team", "football", "competeId");
const basketballTeamRoute = cardRoute(ROUTES.basketballTeam.path, page(() => import("@/pages/team"), "BasketballTeamPage"), "team", "basketball", "teamId");
const footballPlayerRoute = cardRoute(ROUTES.footballPlayer.path, page(() => import("@/pages/player"), "FootballPlayerPage"), "player", "football", "competeId");
const basketballPlayerRoute = cardRoute(ROUTES.basketballPlayer.path, page(() => import("@/pages/player"), "BasketballPlayerPage"), "player", "basketball", "competeId");

const personalHomepageRoute = createRoute({
  ...top,
  path: ROUTES.personalHomepage.path,
  validateSearch: personalHomepageSearch,
  staticData: open,
  component: page(() => import("@/pages/personal-homepage"), "PersonalHomepagePage"),
  loaderDeps: ({ search }) => ({ customId: search.customId }),
  // The anchor's card (its avatar is the page's largest image) and previews, as the viewer sees them.
  loader: ({ context, deps }) =>
    prefetchWith(anchorCalls, (calls) => {
      const customId = calls.parseCustomId(deps.customId);
      const viewer = $userInfo.getState()?.id ?? null;
      if (customId === null) return;
      void context.queryClient.prefetchQuery(calls.anchorDetailQuery(customId, viewer));
      void context.queryClient.prefetchQuery(calls.anchorPreviewsQuery(customId, viewer));
    }),
});

const individualCenterRoute = createRoute({
  ...top,
  path: ROUTES.individualCenter.path,
  validateSearch: individualCenterSearch,
  staticData: loginOnly,
  component: page(() => import("@/pages/individual-center"), "IndividualCenterPage"),
});

// Data libraries: /xMatchData itself only redirects to its /index child.
const footballMatchDataRoute = createRoute({ ...top, path: ROUTES.footballMatchData.path, staticData: open });

const footballMatchDataRedirectRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: "/",
  staticData: open,
  beforeLoad: (): never => {
    throw redirect({ to: ROUTES.footballMatchDataIndex.path, replace: true });
  },
});

const footballMatchDataIndexRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: ROUTES.footballMatchDataIndex.segment,
  staticData: open,
  component: page(() => import("@/pages/library-index"), "FootballMatchDataPage"),
});

const footballCompetitionRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: ROUTES.footballCompetition.segment,
  staticData: open,
  component: page(() => import("@/pages/library-competition"), "FootballCompetitionPage"),
});

const basketballMatchDataRoute = createRoute({ ...top, path: ROUTES.basketballMatchData.path, staticData: open });

const basketballMatchDataRedirectRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: "/",
  staticData: open,
  beforeLoad: (): never => {
    throw redirect({ to: ROUTES.basketballMatchDataIndex.path, replace: true });
  },
});

const basketballMatchDataIndexRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: ROUTES.basketballMatchDataIndex.segment,
  staticData: open,
  component: page(() => import("@/pages/library-index"), "BasketballMatchDataPage"),
});

const basketballCompetitionRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: ROUTES.basketballCompetition.segment,
  staticData: open,
  component: page(() => import("@/pages/library-competition"), "BasketballCompetitionPage"),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  footballRoute,
  basketballRoute,
  forecastRoute,
  forecastDetailRoute,
  liveRoomRoute,
  matchEventsRoute,
  personalHomepageRoute,
  downloadRoute,
  informationCentreRoute,
  aboutRoute,
  anchorCertificationRoute,
  anchorStartRoute,
  individualCenterRoute,
  footballMatchDataRoute.addChildren([footballMatchDataRedirectRoute, footballMatchDataIndexRoute, footballCompetitionRoute]),
  basketballMatchDataRoute.addChildren([basketballMatchDataRedirectRoute, basketballMatchDataIndexRoute, basketballCompetitionRoute]),
  footballTeamRoute,
  basketballTeamRoute,
  teamHistoryRoute,
  footballPlayerRoute,
  basketballPlayerRoute,
  newsDetailRoute,
]);
