export { createTicker } from "./create-ticker";
