// Rooms, match details and anchors' pages open beside the list, in a new tab (docs/product-rules.md
// "Match lists"), without giving the new page a handle on this one.
export function openInNewTab(href: string): void {
  window.open(href, "_blank", "noopener");
}
