export { App, router } from "./entrypoint/app";
export { createAppRouter } from "./routes/router";
export type { AppRouter } from "./routes/router";
export { DEFAULT_TITLE } from "./routes/route-meta";
export { startApp, whenFirstViewSettled } from "./entrypoint/startup";
export { prefetchFirstList } from "./entrypoint/first-list";
export { nextStartStage } from "./entrypoint/start-stages";
