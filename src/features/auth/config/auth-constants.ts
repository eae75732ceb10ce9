// Limits of the login dialog (docs/product-rules.md "Login", "Validation", "Constants").
export const CODE_COUNTDOWN_SECONDS = 60;
export const LOGIN_DEBOUNCE_MS = 500;
export const MAX_INTERESTS = 10;
/** A phone of this many characters or fewer is refused before a code is sent. */
export const MIN_PHONE_LENGTH = 5;

/** Country codes offered by the dialog; 86 is the default (docs/product-rules.md "Login"). */
export const NATIONAL_CODES = ["86", "852", "853", "886", "1", "44", "81", "82"] as const;
export const DEFAULT_NATIONAL_CODE = "86";
