export { ListFallback, type ListQueryState } from "./list-fallback";
