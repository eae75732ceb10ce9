import { RouterProvider } from "@tanstack/react-router";
import { AppProviders } from "./app-providers";
// The app's own modules in a later task than the UI kit's (start-stages.ts).
import "./stage-after-ui-kit";
import { createAppRouter, type AppRouter } from "../routes/router";
import { nextStartStage } from "./start-stages";

// The router is made in a task of its own (start-stages.ts).
await nextStartStage();

/** The app's router, on the browser history. */
export const router: AppRouter = createAppRouter();

interface AppProps {
  /** Defaults to the browser-history router; tests pass one made by createAppRouter(memoryHistory). */
  router?: AppRouter;
}

export function App({ router: appRouter = router }: AppProps) {
  return (
    <AppProviders queryClient={appRouter.options.context.queryClient}>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}
