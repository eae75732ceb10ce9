// First: the socket and the first list's request leave before the rest of the start chunk runs.
import "./app/entrypoint/start-early";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The modules after React DOM's evaluate in a task of their own (app/entrypoint/start-stages.ts).
import "./app/entrypoint/stage-after-react-dom";
import { App, nextStartStage, prefetchFirstList, router, startApp, whenFirstViewSettled } from "@/app";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

// The start-up and the first render in a task of their own.
await nextStartStage();
void startApp({ queryClient: router.options.context.queryClient, firstViewSettled: () => whenFirstViewSettled(router) });
prefetchFirstList(router.options.context.queryClient);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
