export { scrollCurrentIntoRow, useCurrentInRow } from "./use-current-in-row";
