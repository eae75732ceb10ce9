/** How long home's football day list waits at most for 直播推荐's answer (model/first-view). */
export const BELOW_FOLD_WAIT_MS = 2_000;
