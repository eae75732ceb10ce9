// Rendering for component and page tests: `renderUi` mounts a piece of UI in the app's providers
// (Mantine in test mode, TanStack Query, an Effector scope); `renderApp` mounts the whole app at a
// URL, started (appStarted) in its own scope.
import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import { App, createAppRouter } from "@/app";
import { appStarted } from "@/shared/model";

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface RenderUiOptions {
  scope?: Scope;
  queryClient?: QueryClient;
}

export function renderUi(ui: ReactNode, { scope = fork(), queryClient = testQueryClient() }: RenderUiOptions = {}) {
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Provider value={scope}>{ui}</Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, scope, queryClient };
}

export interface RenderAppOptions {
  /** The URL the app opens at. */
  url?: string;
}

export async function renderApp({ url = "/" }: RenderAppOptions = {}) {
  const scope = fork();
  await allSettled(appStarted, { scope });
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const view = render(
    <Provider value={scope}>
      <App router={router} />
    </Provider>,
  );
  await act(() => router.load());
  return { ...view, router, scope };
}
