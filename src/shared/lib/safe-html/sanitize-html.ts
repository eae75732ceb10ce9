// Server HTML made safe to insert (docs/product-rules.md "News", "Server HTML"): DOMPurify with a
// formatting-only allow-list. Links keep http(s) or site-relative targets and open in a new tab
// with rel=noopener; images keep http(s) or site-relative sources (no data: URLs). Scripts,
// handlers, style, iframes, objects, forms, SVG and MathML are dropped.
import DOMPurify from "dompurify";

const ALLOWED_TAGS = [
  "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "ul", "ol", "li",
  "a", "img", "figure", "figcaption", "hr", "span", "table", "thead", "tbody", "tr", "th", "td",
];
// target and rel are set by the hook on links, never taken from the server.
const ALLOWED_ATTR = ["href", "src", "alt", "title", "width", "height", "colspan", "rowspan"];
/** http:, https: or a site-relative path ("/…", not "//…"). */
const SAFE_URL = /^(?:https?:\/\/|\/(?!\/))/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function purifierOf(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    for (const attr of ["href", "src"] as const) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === "A") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  purifier = instance;
  return instance;
}

/** The HTML with only safe formatting, links and images left. */
export function sanitizeHtml(html: string): string {
  return purifierOf().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
