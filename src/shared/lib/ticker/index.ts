export { createTicker } from "./create-ticker";
export type { Ticker } from "./create-ticker";
