export { AnchorStartPage } from "./ui/anchor-start-page";
