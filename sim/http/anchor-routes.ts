// Anchor calls (docs/api-calls.md "Home, search, anchors and live rooms"): the anchor search, the
// top commenters (好评解说), one anchor's card and previews, and the preview reminder. All public
// but /anchor/remind, which needs a live access token; a token sent marks follows and reminders.
import { API_PATHS } from "#wire";
import type { SimAnchor } from "../core";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import { anchorInfo, anchorSearchItem, previewItem, previewOf } from "./live-items";
import { pageOf, paged } from "./paging";
import { fail, ok } from "./replies";
import { intField, stringField } from "./request-body";
import type { SimRouteTable } from "./route-types";
import { signedIn, viewerOf } from "./signed-in";

const NO_USER = invalid("用户不存在");
const NO_PREVIEW = invalid("预告不存在");
const TOP_COUNT = 10;

function anchorOf(backend: SimBackend, body: unknown): SimAnchor | undefined {
  const customId = intField(body, "customId");
  return customId === undefined ? undefined : backend.world.anchor(customId);
}

/** Best latest single-pick hit rate first (then more hits, then customId); anchors with no picks are not ranked. */
function topAnchors(backend: SimBackend): SimAnchor[] {
  return backend.world
    .anchors()
    .filter((a) => a.prediction.singleLatestHitRate.baseCount > 0)
    .sort((a, b) => {
      const x = a.prediction.singleLatestHitRate;
      const y = b.prediction.singleLatestHitRate;
      return y.rate - x.rate || y.hitCount - x.hitCount || a.customId - b.customId;
    })
    .slice(0, TOP_COUNT);
}

export const anchorRoutes: SimRouteTable = {
  [API_PATHS.anchor.search]: (backend, req) => {
    const keyword = stringField(req.body, "keyword")?.trim().toLowerCase();
    const page = pageOf(req.body, false);
    if (!keyword || !page) return fail(ERR.badParams);
    const caller = viewerOf(backend, req);
    // world.anchors() is in customId order.
    const found = backend.world.anchors().filter((a) => a.nickname.toLowerCase().includes(keyword));
    return ok(backend, paged(found, page, (anchor) => anchorSearchItem(backend, anchor, caller)));
  },

  [API_PATHS.anchor.top]: (backend, req) => {
    const caller = viewerOf(backend, req);
    return ok(backend, topAnchors(backend).map((anchor) => anchorInfo(backend, anchor, caller)));
  },

  [API_PATHS.anchor.detail]: (backend, req) => {
    const anchor = anchorOf(backend, req.body);
    return anchor ? ok(backend, anchorInfo(backend, anchor, viewerOf(backend, req))) : fail(NO_USER);
  },

  // The sim keeps one preview per anchor, so the list holds at most one.
  [API_PATHS.anchor.findPreview]: (backend, req) => {
    const anchor = anchorOf(backend, req.body);
    if (!anchor) return fail(NO_USER);
    const preview = previewOf(backend, anchor);
    return ok(backend, preview ? [previewItem(backend, anchor, preview.prepareId, preview.match, viewerOf(backend, req))] : []);
  },

  [API_PATHS.anchor.remind]: signedIn((backend, req, account) => {
    const prepareId = intField(req.body, "prepareId");
    const status = intField(req.body, "status");
    if (prepareId === undefined || (status !== 1 && status !== 2)) return fail(ERR.badParams);
    const current = backend.world.board.previewOfPrepareId(prepareId) !== undefined;
    if (status === 1) {
      if (!current) return fail(NO_PREVIEW);
      account.reminders.add(prepareId);
    } else {
      // Cancelling one's own reminder always works, even once the preview has ended.
      if (!current && !account.reminders.has(prepareId)) return fail(NO_PREVIEW);
      account.reminders.delete(prepareId);
    }
    return ok(backend, null);
  }),
};
