// The documents /v1/link/query points to. The real API links to pages on its own host; the sim
// serves simple stand-ins so the links open for guests too (a new tab, no app route, no login).
import { SIM_API_PREFIX } from "#wire";
import type { SimResponse } from "./sim-request";
import { htmlResponse } from "./sim-request";

const DOCS: Record<string, { linkType: number; title: string; body: string[] }> = {
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
};

const DOC_PATH = /^\/sim\/docs\/([a-z-]+)\.html$/;

export const agreementLinks = Object.entries(DOCS).map(([name, doc]) => ({
  linkType: doc.linkType,
  linkPath: `${SIM_API_PREFIX}/sim/docs/${name}.html`,
}));

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /sim/docs/{name}.html, or null when the path is not a document of the sim. */
export function serveAgreementDoc(path: string): SimResponse | null {
  const doc = DOCS[DOC_PATH.exec(path)?.[1] ?? ""];
  if (!doc) return null;
  const paragraphs = doc.body.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return htmlResponse(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)} - 看球</title>` +
      `<style>body{font-family:"Noto Sans CJK SC",sans-serif;max-width:720px;margin:40px auto;padding:0 16px;line-height:1.8;background:#1a1b1e;color:#e9ecef}</style>` +
      `</head><body><h1>${escapeHtml(doc.title)}</h1>${paragraphs}<p><small>模拟后端提供的示例文档。</small></p></body></html>`,
  );
}
