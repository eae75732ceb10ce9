// Rendering for component and page tests: `renderUi` mounts a piece of UI in the app's providers
// (Mantine in test mode, TanStack Query, an Effector scope); `renderApp` mounts the whole app at a
// URL, started (appStarted) in its own scope, optionally with a signed-in user.
import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import { App, createAppRouter } from "@/app";
import type { UserInfo } from "@/entities/session";
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

export const TEST_USER: UserInfo = {
  id: 42,
  nickname: "球迷",
  avatar: "",
  isAnchor: 0,
  userCode: "12345678",
  identifier: null,
  identity: "9",
  phone: "13800000000",
};

export interface RenderAppOptions {
  /** The URL the app opens at. */
  url?: string;
  /** A signed-in user: kept in storage as the app keeps it, so the guard and the session see it. */
  user?: UserInfo;
  scope?: Scope;
}

export async function renderApp({ url = "/", user, scope = fork() }: RenderAppOptions = {}) {
  if (user) localStorage.setItem("userInfo", JSON.stringify(user));
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
