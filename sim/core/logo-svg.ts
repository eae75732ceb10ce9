// Placeholder artwork for every logo and avatar URL the sim hands out, so the client never shows
// a broken image. Pure string building: the HTTP layer serves it as image/svg+xml.

export type LogoKind = "competition" | "team" | "avatar";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 1–2 CJK characters or up to 3 Latin ones, so text fits in the 64 px badge. */
function badgeText(label: string): string {
  const chars = Array.from(label.trim());
  if (chars.length === 0) return "?";
  const latin = /^[\x20-\x7e]+$/.test(label.trim());
  return chars.slice(0, latin ? 3 : 2).join("");
}

/**
 * A small SVG: a shield (competition), a ringed disc (team) or a plain disc (avatar) in `color`
 * with 1–2 characters of `label` in white. `id` is written as a data attribute only.
 */
export function renderLogoSvg(kind: LogoKind, id: number, label: string, color: string): string {
  const fill = HEX_COLOR.test(color) ? color : "#A7A7AE";
  const text = badgeText(label);
  const size = Array.from(text).length > 1 ? (kind === "avatar" ? 22 : 20) : 28;
  const shape =
    kind === "competition"
      ? `<path d="M32 3 58 11v19c0 16-11 27-26 32C17 57 6 46 6 30V11z" fill="${fill}"/>` +
        `<path d="M32 8 53 15v15c0 13-9 22-21 27-12-5-21-14-21-27V15z" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>`
      : kind === "team"
        ? `<circle cx="32" cy="32" r="30" fill="${fill}"/><circle cx="32" cy="32" r="25" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`
        : `<rect width="64" height="64" rx="32" fill="${fill}"/><circle cx="32" cy="26" r="18" fill="#fff" fill-opacity=".12"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" data-kind="${kind}" data-id="${Math.trunc(id)}">` +
    shape +
    `<text x="32" y="${kind === "competition" ? 34 : 33}" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text>` +
    `</svg>`
  );
}
