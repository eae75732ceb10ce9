// @vitest-environment jsdom
// /forecast and /forecastDetail against the sim: the cards (anchor, hit rate, state, picks), the
// sport and anchor filters, paging, 近期无预测, a failure with 重试, and one scheme's detail.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_PATHS, SIM_PAYLOAD_KEY } from "#wire";
import { encryptPayload } from "#wire/cipher";
import { renderApp } from "#test-kit/render";
import { TEST_API_BASE, useTestSim } from "#test-kit/sim";

const sim = useTestSim();
const SCHEMES = `${TEST_API_BASE}${API_PATHS.prediction.schemes}`;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("downloadPromptClosed", "1");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  sim.server.resetHandlers();
});

const cards = () => within(screen.getByLabelText("预测方案")).getAllByRole("article");

describe("/forecast", () => {
  it("lists schemes as cards: the anchor with levels and hit rate, the state, the picks; pages of 10", async () => {
    await renderApp({ url: "/forecast" });
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
    expect(cards()).toHaveLength(10);
    const card = cards()[0]!;
    const homepage = within(card).getAllByRole("link").find((a) => a.getAttribute("href")?.startsWith("/personalHomepage?customId="));
    expect(homepage?.getAttribute("target")).toBe("_blank");
    expect(within(card).getByText(/^主播Lv\.\d+ · 预测Lv\.\d+$/)).toBeTruthy();
    expect(within(card).getByText(/^(待开赛|已锁定|红|黑|走水)$/)).toBeTruthy();
    const title = within(card).getAllByRole("link").find((a) => a.getAttribute("href")?.startsWith("/forecastDetail?id="));
    expect(title).toBeTruthy();
    expect(within(card).getAllByText(/^@\d+\.\d\d$/).length).toBeGreaterThan(0);
    const rate = card.querySelector("[aria-label^='近期命中率']");
    if (rate) expect(rate.textContent).toMatch(/^(100|\d{1,2})%近期命中率$/);

    const firstIds = cards().map((c) => c.dataset.scheme);
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(cards()[0]!.dataset.scheme).not.toBe(firstIds[0]));
  });

  it("filters by sport and by anchor", async () => {
    await renderApp({ url: "/forecast" });
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole("radio", { name: "篮球" }));
    // Every pick of every card is a basketball match of the sim.
    await waitFor(() => {
      const matchIds = cards().flatMap((c) => [...c.querySelectorAll<HTMLElement>("[data-match]")].map((row) => Number(row.dataset.match)));
      expect(matchIds.length).toBeGreaterThan(0);
      expect(matchIds.every((id) => sim.backend.world.match(id)?.sport === "basketball")).toBe(true);
    });
    const anchorName = within(cards()[0]!).getAllByRole("link")[1]!.textContent!;
    fireEvent.click(within(cards()[0]!).getByRole("button", { name: "只看TA" }));
    await screen.findByText(`只看 ${anchorName}`);
    await waitFor(() => {
      for (const card of cards()) expect(within(card).getAllByRole("link")[1]!.textContent).toBe(anchorName);
    });
    fireEvent.click(screen.getByRole("button", { name: "查看全部主播" }));
    await waitFor(() => expect(screen.queryByText(`只看 ${anchorName}`)).toBeNull());
  });

  it("keeps the filters and the page in the URL: each step is a link to share, and back returns to the one before", async () => {
    const { router } = await renderApp({ url: "/forecast" });
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
    const href = () => router.state.location.href;
    fireEvent.click(screen.getByRole("radio", { name: "篮球" }));
    await waitFor(() => expect(href()).toBe("/forecast?sport=basketball"));
    await waitFor(() => {
      const matchIds = cards().flatMap((c) => [...c.querySelectorAll<HTMLElement>("[data-match]")].map((row) => Number(row.dataset.match)));
      expect(matchIds.every((id) => sim.backend.world.match(id)?.sport === "basketball")).toBe(true);
    });
    const card = cards()[0]!;
    const anchorId = card.querySelector<HTMLAnchorElement>("a[href^='/personalHomepage?customId=']")!.href.split("customId=")[1];
    fireEvent.click(within(card).getByRole("button", { name: "只看TA" }));
    await waitFor(() => expect(href()).toBe(`/forecast?sport=basketball&customId=${anchorId}`));
    fireEvent.click(screen.getByRole("button", { name: "查看全部主播" }));
    await waitFor(() => expect(href()).toBe("/forecast?sport=basketball"));
    await waitFor(() => expect(screen.getByRole("button", { name: "2" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(href()).toBe("/forecast?sport=basketball&page=2"));
    fireEvent.click(screen.getByRole("radio", { name: "全部" }));
    await waitFor(() => expect(href()).toBe("/forecast")); // a filter change goes back to page 1
    router.history.back();
    await waitFor(() => expect(href()).toBe("/forecast?sport=basketball&page=2"));
    await waitFor(() => expect(screen.getByRole("radio", { name: "篮球" })).toHaveProperty("checked", true));
  });

  it("a shared link opens filtered: 只看 {name} with that anchor's schemes only; malformed values are dropped", async () => {
    await renderApp({ url: "/forecast" });
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
    const homepage = cards()[0]!.querySelector<HTMLAnchorElement>("a[href^='/personalHomepage?customId=']")!;
    const customId = homepage.href.split("customId=")[1];
    const nickname = within(cards()[0]!).getAllByRole("link")[1]!.textContent!;
    cleanup();
    await renderApp({ url: `/forecast?customId=${customId}` });
    expect(await screen.findByText(`只看 ${nickname}`, {}, { timeout: 5000 })).toBeTruthy();
    for (const card of cards()) expect(within(card).getAllByRole("link")[1]!.textContent).toBe(nickname);
    cleanup();
    const { router } = await renderApp({ url: "/forecast?sport=golf&page=abc" });
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole("radio", { name: "全部" })).toHaveProperty("checked", true);
    expect(screen.queryByText(/^只看 /)).toBeNull();
  });

  it("says 近期无预测 when there are none", async () => {
    sim.server.use(http.post(SCHEMES, () => HttpResponse.json({ code: 0, msg: "success", data: encryptPayload({ items: [], total: 0 }, SIM_PAYLOAD_KEY) })));
    await renderApp({ url: "/forecast" });
    expect(await screen.findByText("近期无预测", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows a failure in place with 重试, which loads the list", async () => {
    let failing = true;
    sim.server.use(http.post(SCHEMES, () => (failing ? HttpResponse.json({ code: 500, msg: "服务器开小差了", data: null }) : undefined)));
    await renderApp({ url: "/forecast" });
    const retry = await screen.findByRole("button", { name: "重试" }, { timeout: 5000 });
    expect(screen.getByText("预测加载失败")).toBeTruthy();
    expect(screen.getByText("服务器开小差了")).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    await screen.findByLabelText("预测方案", {}, { timeout: 5000 });
  });
});

describe("/forecastDetail", () => {
  it("shows the whole scheme: picks with results and the analysis; an unknown id says so", async () => {
    await renderApp({ url: "/forecastDetail?id=1" });
    expect(await screen.findByRole("region", { name: "分析" }, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByLabelText("预测场次")).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(screen.getByText(/^发布于 \d\d-\d\d \d\d:\d\d$/)).toBeTruthy();
    cleanup();
    await renderApp({ url: "/forecastDetail?id=abc" });
    expect(await screen.findByText("方案不存在")).toBeTruthy();
  });
});
