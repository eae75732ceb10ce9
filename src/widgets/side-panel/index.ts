// The floating side panel of every page (docs/product-rules.md "Side panel").
export { SidePanel } from "./ui/side-panel";
