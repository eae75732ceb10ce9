export { ToastsOnDemand } from "./toasts-on-demand";
