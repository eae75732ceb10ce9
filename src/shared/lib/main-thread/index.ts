export { MAIN_THREAD_SLICES, yieldToMain } from "./yield-to-main";
