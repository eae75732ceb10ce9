// 直播通知 (docs/api-calls.md "Live notices"): what the anchors the caller follows are doing —
// live now (since their room opened) or a preview posted — newest first, paged.
import { API_PATHS } from "#wire";
import { ERR } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import type { SimAnchor } from "../core";
import { previewOf, previewTitle, roomMatch } from "./live-items";
import { paged, pageOf } from "./paging";
import { fail, ok } from "./replies";
import type { SimRouteTable } from "./route-types";
import { signedIn } from "./signed-in";

/** The sim keeps no posting time for a preview: it reads as posted this long before kick-off (never in the future). */
const PREVIEW_LEAD_MS = 2 * 3_600_000;

function noticeMatch(backend: SimBackend, matchId: number) {
  const match = backend.world.match(matchId);
  if (!match) return null;
  const { sportType, homeTeamName, awayTeamName, competitionShortName, matchTime } = roomMatch(backend, match);
  return { matchId, sportType, homeTeamName, awayTeamName, competitionShortName, matchTime };
}

function noticesOf(backend: SimBackend, anchor: SimAnchor) {
  const who = { customId: anchor.customId, nickname: anchor.nickname, avatar: anchor.avatar, roomId: anchor.roomId };
  const notices = [];
  const room = backend.world.board.rooms.get(anchor.customId);
  // A stream started with 开播通知 off (/anchor/prepare notification 0) sends its fans no notice.
  if (room && room.notifyFans !== false) {
    notices.push({ id: `live-${anchor.customId}-${room.startedAt}`, kind: "live" as const, ...who, title: room.roomName, match: noticeMatch(backend, room.matchId), time: Math.floor(room.startedAt / 1000) });
  }
  const preview = previewOf(backend, anchor);
  if (preview) {
    const at = Math.min(backend.now(), preview.match.matchTime * 1000 - PREVIEW_LEAD_MS);
    notices.push({ id: `preview-${preview.prepareId}`, kind: "preview" as const, ...who, title: previewTitle(backend, preview.prepareId, preview.match), match: noticeMatch(backend, preview.match.id), time: Math.floor(at / 1000) });
  }
  return notices;
}

export const noticeRoutes: SimRouteTable = {
  [API_PATHS.personal.notifications]: signedIn((backend, req, account) => {
    const page = pageOf(req.body, false);
    if (!page) return fail(ERR.badParams);
    const notices = [...account.followedAccounts]
      .flatMap((id) => {
        const anchor = backend.world.anchor(id);
        return anchor ? noticesOf(backend, anchor) : [];
      })
      .sort((a, b) => b.time - a.time || a.id.localeCompare(b.id));
    return ok(backend, paged(notices, page, (n) => n));
  }),
};
