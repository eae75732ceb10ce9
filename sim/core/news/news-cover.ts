// The cover the sim draws for an article (640×360 SVG): a sport-coloured gradient, a motif, the
// category label and the title in two lines, like the banners of sim/http/banner-art.ts.
import type { NewsArticle } from "./news-article";

const CATEGORY_LABEL = { 1: "赛事", 2: "球队", 3: "球员", 4: "比赛" } as const;
const PALETTES = [
  ["#0b1e4f", "#2a5298", "#f5c542"],
  ["#06322f", "#0f9b8e", "#7df9d0"],
  ["#2b1055", "#7b2ff7", "#f3a6ff"],
  ["#3a0b2e", "#c31432", "#ffb199"],
  ["#4a1c00", "#e65c00", "#ffd36e"],
  ["#101a33", "#2c4a7a", "#9ec5ff"],
] as const;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The title split in lines of at most `width` characters, two lines at most (ellipsis). */
function titleLines(title: string, width: number): string[] {
  const chars = [...title];
  if (chars.length <= width) return [title];
  const second = chars.slice(width);
  return [chars.slice(0, width).join(""), second.length > width ? `${second.slice(0, width - 1).join("")}…` : second.join("")];
}

export function newsCoverSvg(article: Pick<NewsArticle, "viewId" | "sportType" | "category" | "title">): string {
  const [from, to, accent] = PALETTES[(article.viewId + article.category) % PALETTES.length]!;
  const ball =
    article.sportType === 1
      ? `<circle cx="520" cy="120" r="92" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="10"/><polygon points="520,78 560,108 545,155 495,155 480,108" fill="${accent}" fill-opacity="0.35"/>`
      : `<circle cx="520" cy="120" r="92" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="10"/><path d="M428 120h184M520 28v184M455 55c40 40 40 90 0 130M585 55c-40 40-40 90 0 130" stroke="${accent}" stroke-opacity="0.35" stroke-width="8" fill="none"/>`;
  const lines = titleLines(article.title, 14)
    .map((line, i) => `<text x="40" y="${250 + i * 46}" font-size="36" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${ball}
<rect x="40" y="40" width="${article.sportType === 1 ? 112 : 112}" height="36" rx="18" fill="${accent}"/>
<text x="96" y="65" font-size="18" font-weight="700" text-anchor="middle" fill="${from}">${article.sportType === 1 ? "足球" : "篮球"}·${CATEGORY_LABEL[article.category]}</text>
${lines}
<text x="40" y="336" font-size="16" fill="#ffffff" fill-opacity="0.6">看球资讯</text>
</svg>`;
}
