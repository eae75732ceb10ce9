// The route tree: every route of the route table (shared/routes) with its title, whether a guest
// may open it, and its page. Each page is its own lazy chunk: a fan opening /matchEvents downloads
// the shell and that page, not the pages still to come. A page that is built replaces its
// placeholder: `page(() => import("@/pages/x"), "XPage")` instead of `placeholder("…")`.
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { ROUTES } from "@/shared/routes";
import { guardLoginRoutes } from "./login-guard";
import { siteTitle } from "./route-meta";
import { RootLayout } from "./root-layout";
import { individualCenterSearch, liveRoomSearch, personalHomepageSearch } from "./search-params";

export interface RouterContext {
  queryClient: QueryClient;
}

const placeholders = () => import("@/pages/placeholder");

/** A stand-in for a route whose page is not built yet. */
function placeholder(name: string) {
  const Lazy = lazyRouteComponent(placeholders, "PlaceholderPage");
  const Placeholder = () => <Lazy name={name} />;
  Placeholder.displayName = `Placeholder(${name})`;
  return Placeholder;
}

const open = { noLogin: true } as const;
const loginOnly = { noLogin: false } as const;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staticData: open,
  beforeLoad: guardLoginRoutes,
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(placeholders, "NotFoundPage"),
});

const top = { getParentRoute: () => rootRoute } as const;

const homeRoute = createRoute({
  ...top,
  path: ROUTES.home.path,
  staticData: open,
  component: lazyRouteComponent(() => import("@/pages/home"), "HomePage"),
});

const footballRoute = createRoute({
  ...top,
  path: ROUTES.football.path,
  staticData: { ...open, title: siteTitle("足球直播") },
  component: lazyRouteComponent(() => import("@/pages/football"), "FootballPage"),
});

const basketballRoute = createRoute({
  ...top,
  path: ROUTES.basketball.path,
  staticData: { ...open, title: siteTitle("篮球直播") },
  component: placeholder("篮球"),
});

const forecastRoute = createRoute({
  ...top,
  path: ROUTES.forecast.path,
  staticData: { ...open, title: siteTitle("专家预测") },
  component: placeholder("预测"),
});

const forecastDetailRoute = createRoute({
  ...top,
  path: ROUTES.forecastDetail.path,
  staticData: { ...open, title: siteTitle("预测详情") },
  component: placeholder("预测详情"),
});

const liveRoomRoute = createRoute({
  ...top,
  path: ROUTES.liveRoom.path,
  validateSearch: liveRoomSearch,
  staticData: open,
  component: placeholder("直播间"),
});

const matchEventsRoute = createRoute({
  ...top,
  path: ROUTES.matchEvents.path,
  staticData: { ...open, title: siteTitle("即时比分") },
  component: lazyRouteComponent(() => import("@/pages/match-events"), "MatchEventsPage"),
});

const personalHomepageRoute = createRoute({
  ...top,
  path: ROUTES.personalHomepage.path,
  validateSearch: personalHomepageSearch,
  staticData: open,
  component: placeholder("个人主页"),
});

const downloadRoute = createRoute({ ...top, path: ROUTES.downLoad.path, staticData: open, component: placeholder("下载 APP") });

const informationCentreRoute = createRoute({
  ...top,
  path: ROUTES.informationCentre.path,
  staticData: open,
  component: placeholder("资讯中心"),
});

const aboutRoute = createRoute({ ...top, path: ROUTES.about.path, staticData: loginOnly, component: placeholder("关于我们") });

const anchorCertificationRoute = createRoute({
  ...top,
  path: ROUTES.anchorCertification.path,
  staticData: loginOnly,
  component: placeholder("主播认证"),
});

const anchorStartRoute = createRoute({
  ...top,
  path: ROUTES.anchorStart.path,
  staticData: loginOnly,
  component: placeholder("我要开播"),
});

const individualCenterRoute = createRoute({
  ...top,
  path: ROUTES.individualCenter.path,
  validateSearch: individualCenterSearch,
  staticData: loginOnly,
  component: placeholder("个人中心"),
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
  component: placeholder("足球资料库"),
});

const footballCompetitionRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: ROUTES.footballCompetition.segment,
  staticData: open,
  component: placeholder("足球赛事资料"),
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
  component: placeholder("篮球资料库"),
});

const basketballCompetitionRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: ROUTES.basketballCompetition.segment,
  staticData: open,
  component: placeholder("篮球赛事资料"),
});

const footballTeamRoute = createRoute({ ...top, path: ROUTES.footballTeam.path, staticData: open, component: placeholder("足球球队") });

const basketballTeamRoute = createRoute({
  ...top,
  path: ROUTES.basketballTeam.path,
  staticData: open,
  component: placeholder("篮球球队"),
});

const teamHistoryRoute = createRoute({
  ...top,
  path: ROUTES.teamHistory.path,
  staticData: open,
  component: placeholder("球队历史战绩"),
});

const footballPlayerRoute = createRoute({
  ...top,
  path: ROUTES.footballPlayer.path,
  staticData: open,
  component: placeholder("足球球员"),
});

const basketballPlayerRoute = createRoute({
  ...top,
  path: ROUTES.basketballPlayer.path,
  staticData: open,
  component: placeholder("篮球球员"),
});

const newsDetailRoute = createRoute({ ...top, path: ROUTES.newsDetail.path, staticData: open, component: placeholder("资讯详情") });

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
