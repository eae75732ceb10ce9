// A competition logo as a class of one shared style rule (background-image: url(…)) instead of an
// <img> per row. A list row's <img> costs on every mount, even when the image is cached: a fetch
// through the resource loader, a load task, its own clip for the rounded corners. Thousands of rows
// scroll through a day's list, but only a few hundred logos: with one rule per logo, a row mounts
// a plain span whose style points at the image the rule already holds (bench/README.md, twenty-
// first session: ~4 points of main thread while scrolling 10,000 rows).
const classes = new Map<string, string>();
let sheet: CSSStyleSheet | null = null;

function logoSheet(): CSSStyleSheet | null {
  if (!sheet) {
    const style = document.createElement("style");
    style.dataset.competitionLogos = "";
    document.head.append(style);
    sheet = style.sheet;
  }
  return sheet;
}

/** The URL inside a CSS string: the characters that could end the string or the rule, percent-encoded. */
const cssUrl = (url: string) => url.replace(/["'\\()\n\r\f<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

function addRule(url: string): string {
  const name = `competition-logo-${classes.size}`;
  classes.set(url, name);
  const target = logoSheet();
  target?.insertRule(`.${name}{background-image:url("${cssUrl(url)}")}`, target.cssRules.length);
  return name;
}

/** The class that draws `url` as a logo's background; the same class for the same URL. */
export const logoClassOf = (url: string): string => classes.get(url) ?? addRule(url);

/**
 * Rules for a list's logos, all at once. Every change to the sheet makes Chromium rebuild its rule
 * set and re-check the page's style sheets at the next style update (~2 ms on this 2-core host), so
 * rules added one block of rows at a time cost that again and again while a day's list is scrolled
 * through its few hundred competitions; added together, they cost it once.
 */
export function prepareLogoClasses(urls: Iterable<string>): void {
  for (const url of urls) if (url && !classes.has(url)) addRule(url);
}
