// An article's HTML body: a lead, headed sections of paragraphs, a figure, a quote, a list of
// facts and a link to the competition's page; hostile articles also carry three payloads of
// HOSTILE_PAYLOADS between the sections (chosen in turn, so every payload is served somewhere).
import type { Random } from "../random";
import { HOSTILE_PAYLOADS } from "./hostile-payloads";
import type { CopyNames } from "./news-copy";
import { NEWS_COPY } from "./news-copy";
import type { Sport } from "../model";

export interface BodyInput {
  sport: Sport;
  names: CopyNames;
  summary: string;
  figure: { src: string; caption: string };
  competitionHref: string;
  /** Index of the hostile article among hostile ones, or null for a clean body. */
  hostileIndex: number | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function newsBody(input: BodyInput, random: Random): string {
  const copy = NEWS_COPY[input.sport];
  const n = input.names;
  const headings = random.shuffle([...copy.headings]).slice(0, 2);
  const paragraphs = random.shuffle([...copy.paragraphs]);
  const parts: string[] = [
    `<p><strong>${escapeHtml(input.summary)}</strong></p>`,
    `<h2>${headings[0]}</h2>`,
    `<p>${escapeHtml(paragraphs[0]!(n))}</p>`,
    `<p>${escapeHtml(paragraphs[1]!(n))}</p>`,
    `<figure><img src="${input.figure.src}" alt="${escapeHtml(input.figure.caption)}" width="640" height="360"><figcaption>${escapeHtml(input.figure.caption)}</figcaption></figure>`,
    `<blockquote><p>${escapeHtml(random.pick(copy.quotes)(n))}</p></blockquote>`,
    `<h3>${headings[1]}</h3>`,
    `<p>${escapeHtml(paragraphs[2]!(n))}</p>`,
    `<ul>${copy.facts.map((fact) => `<li>${escapeHtml(fact(n))}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(paragraphs[3]!(n))}更多积分与赛程请看<a href="${input.competitionHref}">${escapeHtml(n.competition)}赛事页</a>，规则说明见<a href="https://www.fifa.com/">官方网站</a>。</p>`,
  ];
  if (input.hostileIndex !== null) {
    // Three payloads in turn, after the lead, the figure and the list.
    const at = [1, 5, 9];
    at.reverse().forEach((position, k) => {
      const payload = HOSTILE_PAYLOADS[(input.hostileIndex! * 3 + k) % HOSTILE_PAYLOADS.length]!;
      parts.splice(position, 0, payload.html);
    });
  }
  return parts.join("\n");
}
