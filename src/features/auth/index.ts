// The login dialog (docs/product-rules.md "Login"): the shell mounts it once; the session's
// loginRequested opens it, and its code downloads then.
export { LoginDialogOnDemand } from "./ui/login-dialog-on-demand";
