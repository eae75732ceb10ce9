// @vitest-environment jsdom
// The home notice bar: it keeps its place while the site's dictionaries load (appearing later it
// pushed the page down), then scrolls the notice; with no notice it is gone.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { http } from "msw";
import { afterEach, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { okJson, url, useHttpTestEnv } from "#test-kit/http-env";
import { NoticeBar } from "./notice-bar";

const env = useHttpTestEnv();
afterEach(cleanup);

/** Answers the dictionaries call with `notice` once `release` is called. */
function serveDicts(notice: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  env.server.use(
    http.post(url(API_PATHS.config.dictMap), async () => {
      await released;
      return okJson({ qrCode: [], domains: [], home_notice: notice ? [{ value: notice }] : [] });
    }),
  );
  return release;
}

const renderBar = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NoticeBar />
    </QueryClientProvider>,
  );

it("holds the bar's place while loading, then shows the notice in it", async () => {
  const release = serveDicts("欢迎来到看球");
  renderBar();
  const pending = screen.getByTestId("home-notice-pending");
  expect(pending.getAttribute("aria-hidden")).toBe("true");
  release();
  const bar = await screen.findByRole("region", { name: "公告" });
  expect(bar.textContent).toContain("欢迎来到看球");
  // The same box (the bar's class sets its 40 px height), so nothing below it moves.
  expect(bar.className).toBe(pending.className);
  expect(screen.queryByTestId("home-notice-pending")).toBeNull();
});

it("with no notice, nothing stays", async () => {
  const release = serveDicts("");
  const { container } = renderBar();
  expect(screen.getByTestId("home-notice-pending")).toBeTruthy();
  release();
  await expect.poll(() => container.childElementCount).toBe(0);
});
