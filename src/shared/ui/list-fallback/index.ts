export { ListFallback, type ListFallbackProps, type ListQueryState } from "./list-fallback";
