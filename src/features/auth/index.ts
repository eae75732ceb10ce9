// The login dialog (spec 1 §2 "Login dialog"): mount <LoginDialog /> once; open it with the
// session's loginRequested.
export { LoginDialog } from "./ui/login-dialog";
export { LoginDialogOnDemand } from "./ui/login-dialog-on-demand";
export { $view as $authView, type AuthView } from "./model/views";
export { AUTH_MESSAGES, PASSWORD_HINT } from "./config/messages";
export { CODE_COUNTDOWN_SECONDS, LOGIN_DEBOUNCE_MS, MAX_INTERESTS, NATIONAL_CODES } from "./config/auth-constants";
