// /anchorStart (docs/product-rules.md "Broadcasting").
export { AnchorStartPage } from "./ui/anchor-start-page";
