export { openInNewTab } from "./open-in-new-tab";
