import type { QueryClient } from "@tanstack/react-query";
import { createBrowserHistory, createRouter, type RouterHistory } from "@tanstack/react-router";
import { createQueryClient } from "../entrypoint/query-client";
import { titleFor } from "./route-meta";
import { routeTree } from "./route-tree";
import { parsePlainSearch, stringifyPlainSearch } from "./search-params";

/**
 * Builds the app's router. Tests pass `createMemoryHistory(...)`; the app uses the browser history.
 * The query client rides in the router context so route loaders can prefetch with it.
 */
export function createAppRouter(history: RouterHistory = createBrowserHistory(), queryClient?: QueryClient) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient: queryClient ?? createQueryClient() },
    defaultPreload: false,
    // Plain query strings (`?roomId=1`), not the router's JSON-typed ones (`?roomId=%221%22`).
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    // No scroll restoration: with it off the router scrolls the window to the top after every
    // rendered navigation (back/forward included), as docs/product-rules.md "Routes" asks.
    scrollRestoration: false,
    scrollToTopSelectors: ["window"],
  });
  router.subscribe("onResolved", () => {
    document.title = titleFor(router.state.matches);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
