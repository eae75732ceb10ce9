export { useWindowScrollDerived } from "./use-window-scroll-derived";
