// Every route of the product in one table: its path pattern (read by the route tree) and a typed
// href builder (read by tabs, menus and links, and by pages opened in a new tab). A path is
// written once: the href of a route with a `$param` segment is built from its path. Query strings
// keep the plain shapes of docs/product-rules.md "Routes" (`/liveRoom?roomId=123`), so a shared
// link stays as typed.
import type { Sport } from "@/shared/config";

export type Id = number | string;

/** The match centre's tabs, as /liveRoom?detail=…&tab= names them. */
export const MATCH_CENTRE_TABS = ["live", "odds", "data", "prediction"] as const;
export type MatchCentreTab = (typeof MATCH_CENTRE_TABS)[number];

/** /individualCenter's `tab`: a second panel under one type (a user's 直播通知 under type 9). */
export const INDIVIDUAL_CENTER_TABS = ["notice"] as const;
export type IndividualCenterTab = (typeof INDIVIDUAL_CENTER_TABS)[number];

/** `?a=1&b=x` from defined values, in the order given; "" when there are none. */
export function searchOf(params: Readonly<Record<string, Id | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A route without path params: its href is its path. */
const page = <P extends string>(path: P) => ({ path, href: (): P => path });

const PARAM = /\$[^/]+/;

/** A route with one `$param` segment: its href puts the value there. */
const withParam = <P extends `${string}$${string}`>(path: P) => ({
  path,
  href: (value: Id): string => path.replace(PARAM, () => encodeURIComponent(String(value))),
});

/** A child route: the tree mounts `segment` under its parent; links use the whole `path`. */
function child<Parent extends string, Segment extends string, Route>(parent: Parent, segment: Segment, route: (path: `${Parent}/${Segment}`) => Route) {
  return { ...route(`${parent}/${segment}`), segment };
}

const FOOTBALL_MATCH_DATA = "/footballMatchData";
const BASKETBALL_MATCH_DATA = "/basketballMatchData";

export const ROUTES = {
  home: page("/"),
  football: page("/football"),
  basketball: page("/basketball"),
  forecast: {
    path: "/forecast",
    /** The schemes, filtered by sport and by anchor (只看TA), on page `page` (1 is left out). */
    href: ({ sport, customId, page }: { sport?: Sport; customId?: Id; page?: number } = {}) =>
      `/forecast${searchOf({ sport, customId, page: page && page > 1 ? page : undefined })}`,
  },
  forecastDetail: page("/forecastDetail"),
  matchEvents: page("/matchEvents"),
  downLoad: page("/downLoad"),
  informationCentre: page("/informationCentre"),
  about: page("/about"),
  anchorCertification: page("/anchorCertification"),
  anchorStart: page("/anchorStart"),
  liveRoom: {
    path: "/liveRoom",
    /** A room by its id, or a match's centre (its live anchors and previews), opening on `tab` when given. */
    href: (target: { roomId: Id } | { matchId: Id; sport: Sport; tab?: MatchCentreTab }) =>
      `/liveRoom${"roomId" in target ? searchOf({ roomId: target.roomId }) : searchOf({ detail: target.matchId, SportType: target.sport, tab: target.tab })}`,
  },
  personalHomepage: {
    path: "/personalHomepage",
    href: (customId: Id) => `/personalHomepage${searchOf({ customId })}`,
  },
  individualCenter: {
    path: "/individualCenter",
    /** type 1–10; customerId with type 6 (customer-service chat); forecastType from forecastDetail; tab=notice with type 9 (a user's 直播通知). */
    href: ({ type, customerId, forecastType, tab }: { type: number; customerId?: Id; forecastType?: Id; tab?: IndividualCenterTab }) =>
      `/individualCenter${searchOf({ type, customerId, forecastType, tab })}`,
  },
  footballMatchData: page(FOOTBALL_MATCH_DATA),
  footballMatchDataIndex: child(FOOTBALL_MATCH_DATA, "index", page),
  footballCompetition: child(FOOTBALL_MATCH_DATA, "matchDetail/$competeId", withParam),
  basketballMatchData: page(BASKETBALL_MATCH_DATA),
  basketballMatchDataIndex: child(BASKETBALL_MATCH_DATA, "index", page),
  basketballCompetition: child(BASKETBALL_MATCH_DATA, "matchDetail/$competeId", withParam),
  footballTeam: withParam("/footballTeamDetail/$competeId"),
  basketballTeam: withParam("/basketballTeamDetail/$teamId"),
  teamHistory: withParam("/teamDetailHistory/$matchId"),
  footballPlayer: withParam("/footballPlayerDetail/$competeId"),
  basketballPlayer: withParam("/basketballPlayerDetail/$competeId"),
  newsDetail: withParam("/dynamicDetail/$viewId"),
} as const;

