// Artwork the sim draws for the home page: the banners of GET /banner/search (six normal ones,
// 1200×400, for 官方精选; two focus ones per sport, 640×200, beside 今日焦点赛事) and the live rooms'
// cover pictures (640×360, the room's match). Plain SVG strings, served like the QR images.
import { SIM_API_PREFIX } from "#wire";

export interface SimBanner {
  id: number;
  title: string;
  /** 20 focus, 10 normal. */
  sourceType: 10 | 20;
  sourceValue: "football" | "basketball" | "normal";
  sortOrder: number;
  bannerPath: string;
  linkUrl: string;
}

type Motif = "football" | "basketball" | "trophy" | "phone" | "mic";

interface BannerArt {
  id: number;
  sourceValue: SimBanner["sourceValue"];
  title: string;
  subtitle: string;
  /** The banner's title in the reply (alt text, tooltips). */
  caption: string;
  /** The call to action on the artwork. */
  action: string;
  from: string;
  to: string;
  accent: string;
  motif: Motif;
  linkUrl: string;
}

// Normal banners open the download prompt in the client whatever their link; focus ones lead to
// their sport's page.
const ART: readonly BannerArt[] = [
  { id: 1, sourceValue: "normal", title: "欧冠焦点战", subtitle: "全程高清直播 · 专业解说陪你看", caption: "欧冠焦点战 全程高清直播", action: "立即观看", from: "#0b1e4f", to: "#2a5298", accent: "#f5c542", motif: "football", linkUrl: "/downLoad" },
  { id: 2, sourceValue: "normal", title: "NBA 每日直播", subtitle: "巨星对决 一场不落", caption: "NBA 每日直播 巨星对决", action: "马上看球", from: "#3a0b2e", to: "#c31432", accent: "#ffb199", motif: "basketball", linkUrl: "/downLoad" },
  { id: 3, sourceValue: "normal", title: "看球APP 全新上线", subtitle: "比分秒级推送 · 进球即时提醒", caption: "看球APP 比分秒级推送", action: "下载APP", from: "#06322f", to: "#0f9b8e", accent: "#7df9d0", motif: "phone", linkUrl: "/downLoad" },
  { id: 4, sourceValue: "normal", title: "主播招募计划", subtitle: "开播即享流量扶持 · 专属成长通道", caption: "主播招募 开播享流量扶持", action: "加入我们", from: "#24104f", to: "#7b2ff7", accent: "#f3a6ff", motif: "mic", linkUrl: "/downLoad" },
  { id: 5, sourceValue: "normal", title: "英超周末狂欢夜", subtitle: "豪门对决 精彩不断", caption: "英超周末狂欢夜 豪门对决", action: "锁定直播", from: "#2b1055", to: "#d76d77", accent: "#ffd3a5", motif: "football", linkUrl: "/downLoad" },
  { id: 6, sourceValue: "normal", title: "预测达人榜", subtitle: "晒战绩 赢荣誉 · 每周更新", caption: "预测达人榜 晒战绩赢荣誉", action: "查看榜单", from: "#4a1405", to: "#f27121", accent: "#ffe29f", motif: "trophy", linkUrl: "/downLoad" },
  { id: 7, sourceValue: "football", title: "今日足球焦点", subtitle: "五大联赛 全程直播", caption: "今日足球焦点 五大联赛直播", action: "去看看", from: "#0d3b2e", to: "#2e8b57", accent: "#c6ffdd", motif: "football", linkUrl: "/football" },
  { id: 8, sourceValue: "football", title: "欧冠之夜", subtitle: "强强对话 高清无延迟", caption: "欧冠之夜 强强对话", action: "去看看", from: "#101a33", to: "#2c4a7a", accent: "#9ec5ff", motif: "trophy", linkUrl: "/football" },
  { id: 9, sourceValue: "basketball", title: "今日篮球焦点", subtitle: "NBA CBA 精彩对决", caption: "今日篮球焦点 NBA CBA对决", action: "去看看", from: "#4a1c00", to: "#e65c00", accent: "#ffd36e", motif: "basketball", linkUrl: "/basketball" },
  { id: 10, sourceValue: "basketball", title: "CBA 焦点战", subtitle: "主场氛围 燃爆全场", caption: "CBA 焦点战 燃爆全场", action: "去看看", from: "#3a0b1a", to: "#b20a2c", accent: "#ffc3a0", motif: "basketball", linkUrl: "/basketball" },
];

export const bannerUrl = (id: number) => `${SIM_API_PREFIX}/sim/banner/${id}.svg`;

/** GET /banner/search: every banner, sorted by sortOrder. */
export const BANNERS: readonly SimBanner[] = ART.map((art, i) => ({
  id: art.id,
  title: art.caption,
  sourceType: art.sourceValue === "normal" ? 10 : 20,
  sourceValue: art.sourceValue,
  sortOrder: i + 1,
  bannerPath: bannerUrl(art.id),
  linkUrl: art.linkUrl,
}));

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A motif centred at (cx, cy) with radius r, drawn in white at low opacity over the gradient. */
function motif(kind: Motif, cx: number, cy: number, r: number, accent: string, id: string): string {
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".35" stroke-width="${r / 28}"/>`;
  switch (kind) {
    case "football": {
      // The classic ball: a pentagon in the middle, spokes from its corners to pentagons cut by the rim.
      const at = (x: number, y: number, rr: number, a: number) => [x + rr * Math.cos(a), y + rr * Math.sin(a)] as const;
      const corner = (k: number) => -Math.PI / 2 + (k * 2 * Math.PI) / 5;
      const pentagon = (x: number, y: number, rr: number, turn: number) =>
        [0, 1, 2, 3, 4].map((k) => at(x, y, rr, corner(k) + turn).map((v) => v.toFixed(1)).join(",")).join(" ");
      const spokes = [0, 1, 2, 3, 4]
        .map((k) => {
          const [x1, y1] = at(cx, cy, r * 0.34, corner(k));
          const [x2, y2] = at(cx, cy, r * 0.72, corner(k));
          return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
        })
        .join("");
      const rim = [0, 1, 2, 3, 4]
        .map((k) => {
          const [x, y] = at(cx, cy, r * 0.95, corner(k));
          return `<polygon points="${pentagon(x, y, r * 0.26, corner(k) + Math.PI / 2 - corner(0))}"/>`;
        })
        .join("");
      return (
        `<clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>${ring}` +
        `<g stroke="#fff" stroke-opacity=".45" stroke-width="${r / 30}" fill="${accent}" fill-opacity=".5">` +
        `<polygon points="${pentagon(cx, cy, r * 0.34, 0)}"/>${spokes}<g clip-path="url(#${id})">${rim}</g></g>`
      );
    }
    case "basketball":
      return (
        `${ring}<g fill="none" stroke="${accent}" stroke-opacity=".7" stroke-width="${r / 22}">` +
        `<line x1="${cx - r}" y1="${cy}" x2="${cx + r}" y2="${cy}"/><line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}"/>` +
        `<path d="M${cx - r * 0.7} ${cy - r * 0.7}Q${cx - r * 0.2} ${cy} ${cx - r * 0.7} ${cy + r * 0.7}"/>` +
        `<path d="M${cx + r * 0.7} ${cy - r * 0.7}Q${cx + r * 0.2} ${cy} ${cx + r * 0.7} ${cy + r * 0.7}"/></g>`
      );
    case "trophy":
      return (
        `${ring}<g fill="${accent}" fill-opacity=".75">` +
        `<path d="M${cx - r * 0.38} ${cy - r * 0.5}h${r * 0.76}v${r * 0.22}c0 ${r * 0.32}-${r * 0.16} ${r * 0.5}-${r * 0.38} ${r * 0.56}c-${r * 0.22}-${r * 0.06}-${r * 0.38}-${r * 0.24}-${r * 0.38}-${r * 0.56}z"/>` +
        `<rect x="${cx - r * 0.06}" y="${cy + r * 0.26}" width="${r * 0.12}" height="${r * 0.18}"/>` +
        `<rect x="${cx - r * 0.26}" y="${cy + r * 0.44}" width="${r * 0.52}" height="${r * 0.1}" rx="${r * 0.03}"/></g>` +
        `<g fill="none" stroke="${accent}" stroke-opacity=".75" stroke-width="${r / 22}"><path d="M${cx - r * 0.38} ${cy - r * 0.4}h-${r * 0.14}c0 ${r * 0.2} ${r * 0.08} ${r * 0.3} ${r * 0.2} ${r * 0.34}"/><path d="M${cx + r * 0.38} ${cy - r * 0.4}h${r * 0.14}c0 ${r * 0.2}-${r * 0.08} ${r * 0.3}-${r * 0.2} ${r * 0.34}"/></g>`
      );
    case "phone":
      return (
        `${ring}<rect x="${cx - r * 0.3}" y="${cy - r * 0.55}" width="${r * 0.6}" height="${r * 1.1}" rx="${r * 0.08}" fill="#fff" fill-opacity=".12" stroke="${accent}" stroke-opacity=".8" stroke-width="${r / 26}"/>` +
        `<path d="M${cx - r * 0.08} ${cy - r * 0.16}l${r * 0.24} ${r * 0.16}-${r * 0.24} ${r * 0.16}z" fill="${accent}" fill-opacity=".9"/>`
      );
    case "mic":
      return (
        `${ring}<rect x="${cx - r * 0.16}" y="${cy - r * 0.55}" width="${r * 0.32}" height="${r * 0.66}" rx="${r * 0.16}" fill="${accent}" fill-opacity=".75"/>` +
        `<path d="M${cx - r * 0.32} ${cy - r * 0.05}a${r * 0.32} ${r * 0.32} 0 0 0 ${r * 0.64} 0M${cx} ${cy + r * 0.27}v${r * 0.22}M${cx - r * 0.2} ${cy + r * 0.5}h${r * 0.4}" fill="none" stroke="${accent}" stroke-opacity=".75" stroke-width="${r / 22}"/>`
      );
  }
}

const text = (x: number, y: number, size: number, attrs: string, content: string) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${attrs}>${escapeXml(content)}</text>`;

/** The banner's SVG, or undefined for an id the sim has no banner for. */
export function bannerSvg(id: number): string | undefined {
  const art = ART.find((a) => a.id === id);
  if (!art) return undefined;
  const focus = art.sourceValue !== "normal";
  const [w, h] = focus ? [640, 200] : [1200, 400];
  const s = h / 400; // everything is laid out on the normal banner's 400 px height
  const left = 72 * s;
  const g = `g${art.id}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-banner="${art.id}">` +
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>` +
    `<radialGradient id="${g}l" cx=".8" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${g})"/><rect width="${w}" height="${h}" fill="url(#${g}l)"/>` +
    // Light streaks across the right half, as stadium floodlights.
    `<g fill="#fff" fill-opacity=".05"><path d="M${w * 0.55} ${h}L${w * 0.75} 0h${60 * s}L${w * 0.6 + 60 * s} ${h}z"/><path d="M${w * 0.68} ${h}L${w * 0.9} 0h${30 * s}L${w * 0.71 + 30 * s} ${h}z"/></g>` +
    motif(art.motif, focus ? w - 110 : w - 230, h / 2, focus ? 64 : 140, art.accent, `${g}m`) +
    // Laid out on a 400 px height (s scales it); the focus banner's text is larger for its size.
    text(left, (focus ? 130 : 92) * s, (focus ? 30 : 26) * s, `font-weight="700" fill="${art.accent}" letter-spacing="${4 * s}"`, "看球 · KANQIU") +
    text(left, (focus ? 230 : 190) * s, (focus ? 88 : 72) * s, `font-weight="800" fill="#fff"`, art.title) +
    text(left, (focus ? 292 : 250) * s, (focus ? 40 : 34) * s, `fill="#fff" fill-opacity=".85"`, art.subtitle) +
    (focus
      ? ""
      : `<rect x="${left}" y="${290 * s}" width="${180 * s}" height="${56 * s}" rx="${28 * s}" fill="${art.accent}"/>` +
        text(left + 90 * s, 326 * s, 24 * s, `font-weight="700" fill="${art.from}" text-anchor="middle"`, art.action)) +
    `</svg>`
  );
}

export interface CoverParts {
  competition: string;
  home: string;
  away: string;
  homeColor: string;
  awayColor: string;
  nickname: string;
}

/** A live room's cover (640×360): its match's teams in their colours. */
export function coverSvg(roomId: number, parts: CoverParts): string {
  const badge = (cx: number, name: string, color: string) =>
    `<circle cx="${cx}" cy="160" r="58" fill="${color}" stroke="#fff" stroke-opacity=".6" stroke-width="4"/>` +
    `<text x="${cx}" y="162" font-family="${FONT}" font-size="40" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(Array.from(name)[0] ?? "?")}</text>` +
    `<text x="${cx}" y="258" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(Array.from(name).slice(0, 8).join(""))}</text>`;
  const g = `c${roomId}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" data-room="${roomId}">` +
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${parts.homeColor}"/><stop offset=".5" stop-color="#15161c"/><stop offset="1" stop-color="${parts.awayColor}"/></linearGradient>` +
    `<linearGradient id="${g}s" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".65"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#${g})"/><rect width="640" height="360" fill="#000" fill-opacity=".25"/>` +
    `<rect x="24" y="22" rx="14" width="${Math.max(72, 24 + Array.from(parts.competition).length * 22)}" height="36" fill="#000" fill-opacity=".45"/>` +
    `<text x="40" y="47" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff">${escapeXml(parts.competition)}</text>` +
    badge(170, parts.home, parts.homeColor) +
    badge(470, parts.away, parts.awayColor) +
    `<text x="320" y="172" font-family="${FONT}" font-size="54" font-weight="900" fill="#fff" fill-opacity=".9" text-anchor="middle" font-style="italic">VS</text>` +
    `<rect width="640" height="360" fill="url(#${g}s)"/>` +
    `<text x="24" y="336" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity=".9">${escapeXml(parts.nickname)}</text>` +
    `</svg>`
  );
}
