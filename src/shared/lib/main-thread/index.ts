export { MAIN_THREAD_SLICES, yieldToMain } from "./yield-to-main";
export { whenIdle } from "./when-idle";
