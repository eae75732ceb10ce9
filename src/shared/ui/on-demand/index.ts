export { createOnDemand } from "./on-demand";
