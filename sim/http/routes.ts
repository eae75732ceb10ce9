// The sim's HTTP routes: path → handler. Each handler implements one call of the product API
// with the real envelope (JSON calls) or raw protobuf (the *_b list calls). The table grows with
// each feature; docs/wire-protocol.md is the contract.
import type { SimBackend } from "../backend";
import { accountRoutes } from "./account-routes";
import { anchorRoutes } from "./anchor-routes";
import { broadcastRoutes } from "./broadcast-routes";
import { certificationRoutes } from "./certification-routes";
import { configRoutes, serveBanner, serveQr } from "./config-routes";
import { controlRoutes } from "./control-routes";
import { followRoutes } from "./follow-routes";
import { interestRoutes } from "./interest-routes";
import { libraryRoutes } from "./library-routes";
import { libraryRankingRoutes } from "./library-ranking-routes";
import { personalCenterRoutes } from "./personal-center-routes";
import { profileRoutes } from "./profile-routes";
import { messageRoutes } from "./message-routes";
import { noticeRoutes } from "./notice-routes";
import { predictionFootprintRoutes } from "./prediction-footprint-routes";
import { listRoutes } from "./list-routes";
import { livingRoutes, serveCover } from "./living-routes";
import { liveRoomRoutes } from "./live-room-routes";
import { matchDetailRoutes } from "./match-detail-routes";
import { matchCentreRoutes } from "./match-centre-routes";
import { moderationRoutes } from "./moderation-routes";
import { newsRoutes } from "./news-routes";
import { personalRoutes } from "./personal-routes";
import { predictionRoutes } from "./prediction-routes";
import { startupRoutes } from "./startup-routes";
import { teamRoutes } from "./team-routes";
import { serveUpload, uploadRoutes } from "./upload-routes";
import type { SimRouteTable } from "./route-types";
import type { SimRequest, SimResponse } from "./sim-request";
import { pngResponse, svgResponse, textResponse } from "./sim-request";
import { serveAgreementDoc } from "./agreement-docs";

const routes: SimRouteTable = {
  ...listRoutes,
  ...startupRoutes,
  ...accountRoutes,
  ...interestRoutes,
  ...personalRoutes,
  ...followRoutes,
  ...uploadRoutes,
  ...configRoutes,
  ...controlRoutes,
  ...matchDetailRoutes,
  ...matchCentreRoutes,
  ...livingRoutes,
  ...liveRoomRoutes,
  ...anchorRoutes,
  ...moderationRoutes,
  ...libraryRoutes,
  ...teamRoutes,
  ...newsRoutes,
  ...libraryRankingRoutes,
  ...personalCenterRoutes,
  ...profileRoutes,
  ...messageRoutes,
  ...noticeRoutes,
  ...predictionFootprintRoutes,
  ...predictionRoutes,
  ...broadcastRoutes,
  ...certificationRoutes,
};

const LOGO_PATH = /^\/sim\/logo\/(competition|team|avatar)\/(\d+)\.svg$/;
const LOGO_PNG = /^\/sim\/logo\/(competition|team)\/(\d+)\.png$/;

/** Answers one API request, or null when the path is not an API path of the sim. */
export async function handleSimRequest(backend: SimBackend, req: SimRequest): Promise<SimResponse | null> {
  const logo = LOGO_PATH.exec(req.path);
  if (logo) return svgResponse(backend.logoSvg(logo[1] as "competition" | "team" | "avatar", Number(logo[2])));
  const logoPng = LOGO_PNG.exec(req.path);
  if (logoPng) {
    const id = Number(logoPng[2]);
    return pngResponse(logoPng[1] === "team" ? backend.teamLogoPng(id) : backend.competitionLogoPng(id));
  }
  // Images the client loads with <img>: no scope header.
  const asset =
    serveUpload(backend, req.path) ?? serveQr(backend, req.path) ?? serveBanner(req.path) ?? serveCover(backend, req.path) ?? serveAgreementDoc(req.path);
  if (asset) return asset;

  const handler = routes[req.path];
  if (!handler) return null;
  if (backend.outage.down && !req.path.startsWith("/sim/")) return textResponse(503, "sim is down (outage control)");
  // The real API refuses calls without the web scope header; so does the sim, to keep clients honest.
  if (!req.path.startsWith("/sim/") && req.headers["scope"] !== "web") {
    return textResponse(400, "missing scope header");
  }
  return handler(backend, req);
}
