import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, redirect } from "@tanstack/react-router";
import { HomePage } from "@/pages/home";
import { FootballPage } from "@/pages/football";
import { MatchEventsPage } from "@/pages/match-events";
import { NotFoundPage, PlaceholderPage } from "@/pages/placeholder";
import { guardLoginRoutes } from "./login-guard";
import { siteTitle } from "./route-meta";
import { RootLayout } from "./root-layout";
import { individualCenterSearch, liveRoomSearch, personalHomepageSearch } from "./search-params";

// Every route of spec 1 §2 and spec 2 §2. A page that is built replaces its placeholder by
// swapping `component: placeholder("…")` for the page component, e.g. `component: FootballPage`.

export interface RouterContext {
  queryClient: QueryClient;
}

/** A stand-in component for a route whose page is not built yet. */
function placeholder(name: string) {
  const Placeholder = () => <PlaceholderPage name={name} />;
  Placeholder.displayName = `Placeholder(${name})`;
  return Placeholder;
}

const open = { noLogin: true } as const;
const loginOnly = { noLogin: false } as const;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  staticData: open,
  beforeLoad: guardLoginRoutes,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  staticData: open,
  component: HomePage,
});

const footballRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/football",
  staticData: { ...open, title: siteTitle("足球直播") },
  component: FootballPage,
});

const basketballRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/basketball",
  staticData: { ...open, title: siteTitle("篮球直播") },
  component: placeholder("篮球"),
});

const forecastRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forecast",
  staticData: { ...open, title: siteTitle("专家预测") },
  component: placeholder("预测"),
});

const forecastDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forecastDetail",
  staticData: { ...open, title: siteTitle("预测详情") },
  component: placeholder("预测详情"),
});

const liveRoomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/liveRoom",
  validateSearch: liveRoomSearch,
  staticData: open,
  component: placeholder("直播间"),
});

const matchEventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/matchEvents",
  staticData: { ...open, title: siteTitle("即时比分") },
  component: MatchEventsPage,
});

const personalHomepageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/personalHomepage",
  validateSearch: personalHomepageSearch,
  staticData: open,
  component: placeholder("个人主页"),
});

const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/downLoad",
  staticData: open,
  component: placeholder("下载 APP"),
});

const informationCentreRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/informationCentre",
  staticData: open,
  component: placeholder("资讯中心"),
});

const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/about",
  staticData: loginOnly,
  component: placeholder("关于我们"),
});

const anchorCertificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/anchorCertification",
  staticData: loginOnly,
  component: placeholder("主播认证"),
});

const anchorStartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/anchorStart",
  staticData: loginOnly,
  component: placeholder("我要开播"),
});

const individualCenterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/individualCenter",
  validateSearch: individualCenterSearch,
  staticData: loginOnly,
  component: placeholder("个人中心"),
});

// Data libraries: /xMatchData itself only redirects to its /index child.
const footballMatchDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/footballMatchData",
  staticData: open,
});

const footballMatchDataRedirectRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: "/",
  staticData: open,
  beforeLoad: (): never => {
    throw redirect({ to: "/footballMatchData/index", replace: true });
  },
});

const footballMatchDataIndexRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: "index",
  staticData: open,
  component: placeholder("足球资料库"),
});

const footballCompetitionRoute = createRoute({
  getParentRoute: () => footballMatchDataRoute,
  path: "matchDetail/$competeId",
  staticData: open,
  component: placeholder("足球赛事资料"),
});

const basketballMatchDataRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/basketballMatchData",
  staticData: open,
});

const basketballMatchDataRedirectRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: "/",
  staticData: open,
  beforeLoad: (): never => {
    throw redirect({ to: "/basketballMatchData/index", replace: true });
  },
});

const basketballMatchDataIndexRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: "index",
  staticData: open,
  component: placeholder("篮球资料库"),
});

const basketballCompetitionRoute = createRoute({
  getParentRoute: () => basketballMatchDataRoute,
  path: "matchDetail/$competeId",
  staticData: open,
  component: placeholder("篮球赛事资料"),
});

const footballTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/footballTeamDetail/$competeId",
  staticData: open,
  component: placeholder("足球球队"),
});

const basketballTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/basketballTeamDetail/$teamId",
  staticData: open,
  component: placeholder("篮球球队"),
});

const teamHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/teamDetailHistory/$matchId",
  staticData: open,
  component: placeholder("球队历史战绩"),
});

const footballPlayerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/footballPlayerDetail/$competeId",
  staticData: open,
  component: placeholder("足球球员"),
});

const basketballPlayerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/basketballPlayerDetail/$competeId",
  staticData: open,
  component: placeholder("篮球球员"),
});

const newsDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dynamicDetail/$viewId",
  staticData: open,
  component: placeholder("资讯详情"),
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
  footballMatchDataRoute.addChildren([
    footballMatchDataRedirectRoute,
    footballMatchDataIndexRoute,
    footballCompetitionRoute,
  ]),
  basketballMatchDataRoute.addChildren([
    basketballMatchDataRedirectRoute,
    basketballMatchDataIndexRoute,
    basketballCompetitionRoute,
  ]),
  footballTeamRoute,
  basketballTeamRoute,
  teamHistoryRoute,
  footballPlayerRoute,
  basketballPlayerRoute,
  newsDetailRoute,
]);
