// Live-room calls of the home page and the header's search (docs/api-calls.md "Home, search,
// anchors and live rooms"): the home list, one room's info and statistics, the live-room search
// and the recommendation strip. Public calls; a token sent marks the caller's follows and reminders.
import { API_PATHS } from "#wire";
import type { SimAnchor, SimLiveRoom } from "../core";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { coverSvg } from "./banner-art";
import { liveRoomItem, liveSearchItem, previewItem, roomStateOf } from "./live-items";
import { pageOf, paged } from "./paging";
import { fail, ok } from "./replies";
import { intField, stringField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { svgResponse, type SimResponse } from "./sim-request";
import { viewerOf } from "./signed-in";

const NO_ROOM = invalid("直播间不存在");
const DEFAULT_SHOW_COUNT = 10;
const MAX_SHOW_COUNT = 50;

interface Listed {
  anchor: SimAnchor;
  room: SimLiveRoom;
}

/** Living rooms as the home list orders them: most viewers first, ties by room id. A banned room is not listed. */
export function homeRooms(backend: SimBackend): Listed[] {
  const listed: Listed[] = [];
  for (const room of backend.world.board.rooms.values()) {
    const anchor = backend.world.anchor(room.anchorCustomId);
    if (anchor && !room.banId) listed.push({ anchor, room });
  }
  return listed.sort((a, b) => b.room.viewCount - a.room.viewCount || a.room.roomId - b.room.roomId);
}

/** Room name, anchor name, team names or competition name (full or short) contain the query, any case. */
function matchesQuery(backend: SimBackend, { anchor, room }: Listed, query: string): boolean {
  const { world } = backend;
  const match = world.match(room.matchId);
  const competition = match && world.competition(match.competitionId);
  const texts = [
    room.roomName,
    anchor.nickname,
    match && world.team(match.homeTeamId)?.name,
    match && world.team(match.awayTeamId)?.name,
    competition?.name,
    competition?.shortName,
  ];
  return texts.some((text) => text !== undefined && text.toLowerCase().includes(query));
}

function roomAnchor(backend: SimBackend, body: unknown): SimAnchor | undefined {
  const roomId = intField(body, "roomId");
  return roomId === undefined ? undefined : backend.world.anchorOfRoom(roomId);
}

export const livingRoutes: SimRouteTable = {
  [API_PATHS.living.home]: (backend, req) => {
    const page = pageOf(req.body, true);
    if (!page) return fail(ERR.badParams);
    const caller = viewerOf(backend, req);
    return ok(backend, paged(homeRooms(backend), page, ({ anchor, room }) => liveRoomItem(backend, { anchor, room, status: "start" }, caller)));
  },

  [API_PATHS.living.info]: (backend, req) => {
    const anchor = roomAnchor(backend, req.body);
    if (!anchor) return fail(NO_ROOM);
    return ok(backend, liveRoomItem(backend, roomStateOf(backend, anchor), viewerOf(backend, req)));
  },

  [API_PATHS.living.statistic]: (backend, req) => {
    const anchor = roomAnchor(backend, req.body);
    if (!anchor) return fail(NO_ROOM);
    const { room } = roomStateOf(backend, anchor);
    if (!room) return ok(backend, { liveDuration: 0, viewNumber: 0 });
    const end = "endedAt" in room ? room.endedAt : backend.now();
    return ok(backend, { liveDuration: Math.max(0, Math.floor((end - room.startedAt) / 1000)), viewNumber: room.viewNumber });
  },

  [API_PATHS.living.search]: (backend, req) => {
    const query = stringField(req.body, "query")?.trim().toLowerCase();
    const page = pageOf(req.body, false);
    if (!query || !page) return fail(ERR.badParams);
    const found = homeRooms(backend).filter((listed) => matchesQuery(backend, listed, query));
    return ok(backend, paged(found, page, ({ anchor, room }) => liveSearchItem(backend, anchor, room)));
  },

  // The strip: the most watched rooms, then previews by kick-off, at most showCount in all.
  [API_PATHS.living.recommend]: (backend, req) => {
    const asked = intField(req.body, "showCount") ?? DEFAULT_SHOW_COUNT;
    if (asked < 0) return fail(ERR.badParams);
    const showCount = Math.min(asked, MAX_SHOW_COUNT);
    const caller = viewerOf(backend, req);
    const livings = homeRooms(backend)
      .slice(0, showCount)
      .map(({ anchor, room }) => liveRoomItem(backend, { anchor, room, status: "start" }, caller));
    const { world } = backend;
    const previews = [...world.board.previewOf.entries()]
      .flatMap(([customId, matchId]) => {
        const anchor = world.anchor(customId);
        const match = world.match(matchId);
        const prepareId = world.board.prepareIdOf.get(customId) ?? 0;
        return anchor && match ? [{ anchor, match, prepareId }] : [];
      })
      .sort((a, b) => a.match.matchTime - b.match.matchTime || a.prepareId - b.prepareId)
      .slice(0, showCount - livings.length)
      .map(({ anchor, match, prepareId }) => previewItem(backend, anchor, prepareId, match, caller));
    return ok(backend, { livings, previews });
  },
};

const COVER_PATH = /^\/sim\/cover\/(\d+)-(\d+)\.svg$/;

/** GET /sim/cover/{roomId}-{matchId}.svg: the room's cover for that match, or null for another path or an unknown room or match. */
export function serveCover(backend: SimBackend, path: string): SimResponse | null {
  const parsed = COVER_PATH.exec(path);
  if (!parsed) return null;
  const { world } = backend;
  const anchor = world.anchorOfRoom(Number(parsed[1]));
  const match = world.match(Number(parsed[2]));
  if (!anchor || !match) return null;
  const home = world.team(match.homeTeamId);
  const away = world.team(match.awayTeamId);
  return svgResponse(
    coverSvg(anchor.roomId, {
      competition: world.competition(match.competitionId)?.shortName ?? "",
      home: home?.name ?? "主队",
      away: away?.name ?? "客队",
      homeColor: home?.color ?? "#1c7ed6",
      awayColor: away?.color ?? "#e8590c",
      nickname: anchor.nickname,
    }),
  );
}
