// Calls of the app's startup sequence (docs/wire-protocol.md "Startup calls"): living anchors and
// competitions. The token-bound customer and staff info are account calls (account-routes.ts).
import { API_PATHS, SPORT_TYPE } from "#wire";
import type { SimBackend, SimSport } from "../backend";
import { okReply } from "./envelope";
import type { SimRequest } from "./sim-request";
import { jsonResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";

const sportOf = (req: SimRequest): SimSport =>
  (req.body as { sportType?: unknown } | undefined)?.sportType === SPORT_TYPE.basketball ? "basketball" : "football";

function livingAnchors(backend: SimBackend) {
  return backend.world.liveRooms().flatMap((room) => {
    const anchor = backend.world.anchor(room.anchorCustomId);
    if (!anchor) return [];
    return [
      {
        customId: anchor.customId,
        nickname: anchor.nickname,
        avatar: anchor.avatar,
        anchorLevel: anchor.anchorLevel,
        predictionLevel: anchor.predictionLevel,
        roomId: room.roomId,
        hxRoomId: room.hxRoomId,
        roomName: room.roomName,
        viewCount: room.viewCount,
        matchId: room.matchId,
        sportType: SPORT_TYPE[room.sport],
      },
    ];
  });
}

function competitions(backend: SimBackend, sport: SimSport) {
  return {
    competitions: backend.world.competitions(sport).map((c) => ({
      id: c.id,
      name: c.name,
      shortName: c.shortName,
      logo: c.logo,
      color: c.color,
      initial: c.initial,
    })),
    hotIds: backend.world.hotCompetitionIds(sport),
  };
}

export const startupRoutes: SimRouteTable = {
  [API_PATHS.anchor.allLiving]: (backend) => jsonResponse(okReply(livingAnchors(backend), backend.payloadKey)),
  [API_PATHS.competition.query]: (backend, req) =>
    jsonResponse(okReply(competitions(backend, sportOf(req)), backend.payloadKey)),
};
