// Calls of the app's startup sequence (docs/wire-protocol.md "Startup calls"): living anchors and
// competitions. The token-bound customer and staff info are account calls (account-routes.ts).
import { API_PATHS, SPORT_TYPE, sportOfType } from "#wire";
import type { SimBackend, SimSport } from "../backend";
import { ok } from "./replies";
import type { SimRequest } from "./sim-request";
import type { SimRouteTable } from "./route-types";

/** The body's sportType; football when it is missing or has no lists. */
const sportOf = (req: SimRequest): SimSport => sportOfType((req.body as { sportType?: unknown } | undefined)?.sportType) ?? "football";

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
  [API_PATHS.anchor.allLiving]: (backend) => ok(backend, livingAnchors(backend)),
  [API_PATHS.competition.query]: (backend, req) => ok(backend, competitions(backend, sportOf(req))),
};
