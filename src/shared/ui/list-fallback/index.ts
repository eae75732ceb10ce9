export { ListFallback, type ListQueryState } from "./list-fallback";
export { LoadMoreButton, type PagedListState } from "./load-more-button";
