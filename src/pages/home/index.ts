export { HomePage } from "./ui/home-page";
export { prefetchHomeFirstView } from "./model/first-view";
