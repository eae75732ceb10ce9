// The login dialog (docs/product-rules.md "Login"): the shell mounts it once; the session's
// loginRequested opens it, and its code downloads then.
export { LoginDialogOnDemand } from "./ui/login-dialog-on-demand";
// The phone and SMS-code rules and messages, reused by the individual center's 更换手机号.
export { AUTH_MESSAGES } from "./config/messages";
export { CODE_COUNTDOWN_SECONDS, DEFAULT_NATIONAL_CODE, MIN_PHONE_LENGTH } from "./config/auth-constants";
