// Configuration calls: dictionaries (complaint reasons, download QR codes, the home notice,
// permanent site addresses), the agreement/guide links, the banners and the app's latest version.
// Also serves the QR and banner artwork.
import { API_PATHS, SIM_API_PREFIX } from "#wire";
import { hashSeed, Random } from "../core";
import { REPORT_REASONS } from "../accounts/report-reasons";
import { ok } from "./replies";
import { arrayField, stringField } from "./request-body";
import type { SimBackend } from "../backend";
import type { SimResponse } from "./sim-request";
import { svgResponse } from "./sim-request";
import type { SimRouteTable } from "./route-types";
import { agreementLinks, APP_DOWNLOAD_PATH } from "./agreement-docs";
import { bannerSvg, BANNERS } from "./banner-art";

const QR_CODES = [
  { id: 1, value: `${SIM_API_PREFIX}/sim/qr/1.svg`, label: "安卓下载", sort: 1 },
  { id: 2, value: `${SIM_API_PREFIX}/sim/qr/2.svg`, label: "iOS下载", sort: 2 },
  { id: 3, value: `${SIM_API_PREFIX}/sim/qr/3.svg`, label: "官方公众号", sort: 3 },
];

const DICTS: Readonly<Record<string, readonly object[]>> = {
  qrCode: QR_CODES,
  home_notice: [{ value: "欢迎来到看球！本站为模拟环境，比分与直播数据均为模拟生成，仅供体验。" }],
  domains: [{ value: "www.kanqiu.sim" }, { value: "kanqiu-live.sim" }],
  reportReason: REPORT_REASONS,
};

/** The Android app's latest release (VersionInfo); the download is a page the sim serves. */
const LATEST_VERSION = {
  versionName: "3.8.2",
  versionCode: 382,
  updateTime: Date.parse("2026-11-18T10:00:00+08:00"),
  updateContent: ["1. 新增直播预告提醒，开播第一时间通知", "2. 比分推送更快更稳定", "3. 优化主播主页与搜索体验", "4. 修复已知问题"].join("\n"),
  downloadUrl: `${SIM_API_PREFIX}${APP_DOWNLOAD_PATH}`,
};

const QR_PATH = /^\/sim\/qr\/(\d+)\.svg$/;
const BANNER_PATH = /^\/sim\/banner\/(\d+)\.svg$/;
const QR_CELLS = 21;

/** A QR-looking 21×21 pattern with the three finder squares; seeded by id, not scannable. */
function qrSvg(id: number): string {
  const rng = new Random(hashSeed(id, "qr"));
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
  let cells = "";
  for (let y = 0; y < QR_CELLS; y++) {
    for (let x = 0; x < QR_CELLS; x++) if (!inFinder(x, y) && rng.chance(0.5)) cells += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="168" viewBox="-2 -2 25 25" shape-rendering="crispEdges">` +
    `<rect x="-2" y="-2" width="25" height="25" fill="#fff"/><g fill="#000">${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}${cells}</g></svg>`
  );
}

export const configRoutes: SimRouteTable = {
  [API_PATHS.config.dictByType]: (backend, req) => ok(backend, DICTS[stringField(req.body, "type") ?? ""] ?? []),
  [API_PATHS.config.dictMap]: (backend, req) => {
    const types = (arrayField(req.body, "types") ?? []).filter((t): t is string => typeof t === "string");
    return ok(backend, Object.fromEntries(types.map((type) => [type, DICTS[type] ?? []])));
  },
  [API_PATHS.config.agreementLinks]: (backend) => ok(backend, agreementLinks),
  [API_PATHS.config.banners]: (backend) => ok(backend, BANNERS),
  [API_PATHS.config.versionCheck]: (backend) => ok(backend, LATEST_VERSION),
};

/** GET /sim/qr/{id}.svg, or null when the path is not a QR path. */
export function serveQr(_backend: SimBackend, path: string): SimResponse | null {
  const match = QR_PATH.exec(path);
  return match ? svgResponse(qrSvg(Number(match[1]))) : null;
}

/** GET /sim/banner/{id}.svg, or null when the path is not one of the banners. */
export function serveBanner(path: string): SimResponse | null {
  const svg = bannerSvg(Number(BANNER_PATH.exec(path)?.[1] ?? NaN));
  return svg === undefined ? null : svgResponse(svg);
}
