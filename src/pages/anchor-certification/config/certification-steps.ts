// The certification steps, in order, and the face check's polling (docs/product-rules.md "Anchor
// certification"). The page keeps the step it is on: a reload starts again at the face check.
export const CERTIFICATION_STEPS = ["人脸识别", "主播邀请码", "身份信息"] as const;

/** How often the page asks the vendor's result while the face check runs. */
export const FACE_POLL_MS = 1_000;
/** A check still pending after this long is given up (the user starts it again). */
export const FACE_TIMEOUT_MS = 120_000;
