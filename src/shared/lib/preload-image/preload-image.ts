// A high-priority preload of an image a first view is about to show (its largest image): the
// browser fetches it now, and the <img> that renders later finds it in the cache.
export function preloadImage(href: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (Array.from(preloads).some((link) => link.getAttribute("href") === href)) return;
  const link = document.createElement("link");
  link.setAttribute("rel", "preload");
  link.setAttribute("as", "image");
  link.setAttribute("href", href);
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
