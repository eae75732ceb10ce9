export { appStarted } from "./app-started";
