// @vitest-environment jsdom
// When home lets its football list load: once 直播推荐 has answered, or after BELOW_FOLD_WAIT_MS
// when it has not; and it stays let.
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { fork } from "effector";
import { Provider } from "effector-react";
import { http } from "msw";
import { afterEach, expect, it, vi } from "vitest";
import { API_PATHS } from "#wire";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { testQueryClient } from "#test-kit/render";
import { BELOW_FOLD_WAIT_MS } from "../config/first-view";
import { useBelowFoldReady } from "./first-view";

const env = useHttpTestEnv();

afterEach(() => vi.useRealTimers());

function renderReady() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider value={fork()}>{children}</Provider>
    </QueryClientProvider>
  );
  return { ...renderHook(() => useBelowFoldReady(), { wrapper }), queryClient };
}

it("is false while 直播推荐 is pending and true once it answers", async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  env.server.use(
    http.post(url(API_PATHS.living.recommend), async () => {
      await released;
      return okJson({ livings: [], previews: [] });
    }),
  );
  const { result } = renderReady();
  expect(result.current).toBe(false);
  await act(async () => release());
  await vi.waitFor(() => expect(result.current).toBe(true));
});

it("is true after BELOW_FOLD_WAIT_MS when 直播推荐 does not answer, and stays true", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  env.server.use(http.post(url(API_PATHS.living.recommend), () => new Promise<never>(() => {})));
  const { result, rerender } = renderReady();
  act(() => vi.advanceTimersByTime(BELOW_FOLD_WAIT_MS - 1));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  rerender();
  expect(result.current).toBe(true);
});
