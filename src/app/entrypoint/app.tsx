import { RouterProvider } from "@tanstack/react-router";
import { AppProviders } from "./app-providers";
import { createAppRouter, type AppRouter } from "../routes/router";

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
