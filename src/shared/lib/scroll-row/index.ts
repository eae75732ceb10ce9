export { useCurrentInRow } from "./use-current-in-row";
