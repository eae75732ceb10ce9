// Paging of search results (docs/product-rules.md "Search"): pages of 10, the next one asked for
// when the list is scrolled within 10 px of its end, none after a short page.

export const SEARCH_PAGE_SIZE = 10;
/** How near the end of the list (px) the next page is asked for. */
export const SEARCH_LOAD_DISTANCE_PX = 10;

/** The page after `lastPageNum`, or undefined when the last page came back short: the end. */
export function nextSearchPage(lastPage: { items: readonly unknown[] }, lastPageNum: number): number | undefined {
  return lastPage.items.length < SEARCH_PAGE_SIZE ? undefined : lastPageNum + 1;
}

/** Whether a scrolled box shows its end, give or take the load distance. */
export function isNearEnd(box: { scrollTop: number; scrollHeight: number; clientHeight: number }, distance = SEARCH_LOAD_DISTANCE_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= distance;
}

/** A keyword worth searching: trimmed; "" for a blank one, which runs nothing. */
export const searchKeyword = (text: string): string => text.trim();
