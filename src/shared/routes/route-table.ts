// Every route of the product in one table: its path pattern (read by the route tree) and a typed
// href builder (read by tabs, menus and links, and by pages opened in a new tab). Query strings
// keep the plain shapes of docs/product-rules.md "Routes" (`/liveRoom?roomId=123`), so a shared
// link stays as typed.

export type Id = number | string;
export type MatchSport = "football" | "basketball";

/** `?a=1&b=x` from defined values, in the order given; "" when there are none. */
export function searchOf(params: Readonly<Record<string, Id | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

const page = <P extends string>(path: P) => ({ path, href: (): P => path });

/** A child route: the tree mounts `segment` under its parent; links use the whole `path`. */
function child<Parent extends string, Segment extends string>(parent: Parent, segment: Segment) {
  return { path: `${parent}/${segment}` as `${Parent}/${Segment}`, segment };
}

const FOOTBALL_MATCH_DATA = "/footballMatchData";
const BASKETBALL_MATCH_DATA = "/basketballMatchData";

export const ROUTES = {
  home: page("/"),
  football: page("/football"),
  basketball: page("/basketball"),
  forecast: page("/forecast"),
  forecastDetail: page("/forecastDetail"),
  matchEvents: page("/matchEvents"),
  downLoad: page("/downLoad"),
  informationCentre: page("/informationCentre"),
  about: page("/about"),
  anchorCertification: page("/anchorCertification"),
  anchorStart: page("/anchorStart"),
  liveRoom: {
    path: "/liveRoom",
    /** A room by its id, or a match's centre (its live anchors and previews). */
    href: (target: { roomId: Id } | { matchId: Id; sport: MatchSport }) =>
      `/liveRoom${"roomId" in target ? searchOf({ roomId: target.roomId }) : searchOf({ detail: target.matchId, SportType: target.sport })}`,
  },
  personalHomepage: {
    path: "/personalHomepage",
    href: (customId: Id) => `/personalHomepage${searchOf({ customId })}`,
  },
  individualCenter: {
    path: "/individualCenter",
    /** type 1–10; customerId with type 6 (customer-service chat); forecastType from forecastDetail. */
    href: ({ type, customerId, forecastType }: { type: number; customerId?: Id; forecastType?: Id }) =>
      `/individualCenter${searchOf({ type, customerId, forecastType })}`,
  },
  footballMatchData: page(FOOTBALL_MATCH_DATA),
  footballMatchDataIndex: { ...child(FOOTBALL_MATCH_DATA, "index"), href: () => `${FOOTBALL_MATCH_DATA}/index` },
  footballCompetition: {
    ...child(FOOTBALL_MATCH_DATA, "matchDetail/$competeId"),
    href: (competeId: Id) => `${FOOTBALL_MATCH_DATA}/matchDetail/${competeId}`,
  },
  basketballMatchData: page(BASKETBALL_MATCH_DATA),
  basketballMatchDataIndex: { ...child(BASKETBALL_MATCH_DATA, "index"), href: () => `${BASKETBALL_MATCH_DATA}/index` },
  basketballCompetition: {
    ...child(BASKETBALL_MATCH_DATA, "matchDetail/$competeId"),
    href: (competeId: Id) => `${BASKETBALL_MATCH_DATA}/matchDetail/${competeId}`,
  },
  footballTeam: { path: "/footballTeamDetail/$competeId", href: (competeId: Id) => `/footballTeamDetail/${competeId}` },
  basketballTeam: { path: "/basketballTeamDetail/$teamId", href: (teamId: Id) => `/basketballTeamDetail/${teamId}` },
  teamHistory: { path: "/teamDetailHistory/$matchId", href: (matchId: Id) => `/teamDetailHistory/${matchId}` },
  footballPlayer: { path: "/footballPlayerDetail/$competeId", href: (competeId: Id) => `/footballPlayerDetail/${competeId}` },
  basketballPlayer: { path: "/basketballPlayerDetail/$competeId", href: (competeId: Id) => `/basketballPlayerDetail/${competeId}` },
  newsDetail: { path: "/dynamicDetail/$viewId", href: (viewId: Id) => `/dynamicDetail/${viewId}` },
} as const;

export type RouteName = keyof typeof ROUTES;

