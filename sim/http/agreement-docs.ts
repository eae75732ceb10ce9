// The documents /v1/link/query points to, and two download pages: the anchor tool (the footer's
// 主播工具下载 when no URL is configured) and the Android app (the version check's downloadUrl).
// The real API links to pages on its own host; the sim serves simple stand-ins so the links open
// for guests too (a new tab, no app route, no login). Download buttons are fake: nothing to install.
import { SIM_API_PREFIX } from "#wire";
import type { SimResponse } from "./sim-request";
import { htmlResponse } from "./sim-request";

interface SimDoc {
  /** Its /v1/link/query type; none for pages that are not agreement links. */
  linkType?: number;
  title: string;
  body: string[];
  /** A (fake) download button with this label. */
  download?: string;
}

const DOCS: Record<string, SimDoc> = {
  "novice-anchor": {
    linkType: 1,
    title: "新手主播指南",
    body: ["完成主播认证后即可在「我要开播」中创建直播间并关联比赛。", "开播前请确认推流工具已正确配置，直播中请遵守直播协议。"],
  },
  "live-agreement": {
    linkType: 3,
    title: "直播协议",
    body: ["主播应保证直播内容真实、合法，不得传播违法违规信息。", "平台有权对违反协议的直播间进行封禁处理。"],
  },
  "user-agreement": {
    linkType: 4,
    title: "用户协议",
    body: ["欢迎使用看球。注册或登录即表示您已阅读并同意本协议。", "请妥善保管账号信息，因个人原因导致的账号损失由用户自行承担。"],
  },
  privacy: {
    linkType: 5,
    title: "隐私政策",
    body: ["我们仅收集提供服务所必需的信息，例如手机号用于登录验证。", "未经您的同意，我们不会向第三方提供您的个人信息。"],
  },
  "anchor-tool": {
    title: "主播工具下载",
    body: [
      "看球直播助手是主播开播的推流工具：一键关联比赛、实时显示比分与弹幕，支持摄像头、屏幕与游戏画面多路采集。",
      "适用于 Windows 10 及以上系统。安装后使用主播账号登录即可开播。",
    ],
    download: "下载 Windows 版 v2.6.0",
  },
  "app-download": {
    title: "看球 App 下载",
    body: ["比分秒级推送、进球即时提醒、主播高清直播，随时随地看球。", "适用于 Android 7.0 及以上系统。"],
    download: "下载 Android 版 v3.8.2",
  },
};

/** The Android app's download page (the version check's downloadUrl), below the API prefix. */
export const APP_DOWNLOAD_PATH = "/sim/docs/app-download.html";

const DOC_PATH = /^\/sim\/docs\/([a-z-]+)\.html$/;

export const agreementLinks = Object.entries(DOCS).flatMap(([name, doc]) =>
  doc.linkType === undefined ? [] : [{ linkType: doc.linkType, linkPath: `${SIM_API_PREFIX}/sim/docs/${name}.html` }],
);

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /sim/docs/{name}.html, or null when the path is not a document of the sim. */
export function serveAgreementDoc(path: string): SimResponse | null {
  const doc = DOCS[DOC_PATH.exec(path)?.[1] ?? ""];
  if (!doc) return null;
  const paragraphs = doc.body.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  // The button only says so: the sim has nothing to install.
  const download = doc.download
    ? `<p><button type="button" class="download" onclick="document.getElementById('note').hidden=false">${escapeHtml(doc.download)}</button></p>` +
      `<p id="note" class="note" hidden>模拟环境不提供安装包下载。</p>`
    : "";
  return htmlResponse(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.title)} - 看球</title>` +
      `<style>body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;max-width:720px;margin:40px auto;padding:0 16px;line-height:1.8;background:#1a1b1e;color:#e9ecef}` +
      `.download{font-family:inherit;margin-top:16px;padding:12px 32px;border:0;border-radius:24px;background:linear-gradient(90deg,#1c7ed6,#4dabf7);color:#fff;font-size:16px;font-weight:700;cursor:pointer}` +
      `.download:hover{filter:brightness(1.1)}.note{color:#ffa94d}</style>` +
      `</head><body><h1>${escapeHtml(doc.title)}</h1>${paragraphs}${download}<p><small>模拟后端提供的示例文档。</small></p></body></html>`,
  );
}
