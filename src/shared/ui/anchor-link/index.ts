export { AnchorLink } from "./anchor-link";
