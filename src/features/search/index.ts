// The header's search (docs/product-rules.md "Search"): living rooms and anchors, a page of 10 at
// a time. The shell puts HeaderSearch in the header's right-hand slot.
export { HeaderSearch } from "./ui/header-search";
