// /anchorCertification (docs/product-rules.md "Anchor certification").
export { AnchorCertificationPage } from "./ui/anchor-certification-page";
