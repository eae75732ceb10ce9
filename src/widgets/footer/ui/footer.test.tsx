// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { Provider } from "effector-react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AGREEMENT_STORAGE_KEY } from "@/entities/agreement";
import { $loginDialogOpen, $userInfo, loginDialogClosed, type UserInfo } from "@/entities/session";
import { encryptPayload } from "#wire/cipher";
import { configureHttpClient, resetHttpClientConfig } from "@/shared/api";
import { SIM_PAYLOAD_KEY } from "@/shared/config";
import { Footer } from "./footer";
import { FeedbackDialogsOnDemand } from "@/features/feedback";

const BASE = "http://kanqiu.test/api";
const USER: UserInfo = { id: 7, nickname: "球迷", avatar: "", isAnchor: 0, userCode: "u7", identifier: null, identity: "", phone: "13800138000" };
let links: Array<{ linkType: number; linkPath: string }> = [];
const server = setupServer(
  http.get(`${BASE}/v1/link/query`, () => HttpResponse.json({ code: 0, msg: "success", data: encryptPayload(links, SIM_PAYLOAD_KEY) })),
  http.get(`${BASE}/dict/getFromType`, () => HttpResponse.json({ code: 0, msg: "success", data: encryptPayload([], SIM_PAYLOAD_KEY) })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  links = [];
  localStorage.clear();
  configureHttpClient({ baseUrl: BASE, payloadKey: SIM_PAYLOAD_KEY, notify: vi.fn() });
});
afterEach(() => {
  cleanup();
  resetHttpClientConfig();
});
afterAll(() => server.close());

function renderFooter(user: UserInfo | null = null) {
  const scope = fork({ values: [[$userInfo, user]] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Provider value={scope}>
          <Footer />
          {/* The app mounts the dialogs once at its root; the footer only opens them. */}
          <FeedbackDialogsOnDemand />
        </Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return scope;
}

describe("Footer", () => {
  it("opens the anchor tool download in a new tab and shows agreements as not yet open while their links are missing", async () => {
    renderFooter();
    const download = screen.getByRole("link", { name: "主播工具下载" });
    // The sim's page for the tool when VITE_ANCHOR_TOOL_URL is unset (as in tests).
    expect(download.getAttribute("href")).toBe("/api/sim/docs/anchor-tool.html");
    expect(download.getAttribute("target")).toBe("_blank");
    expect(download.getAttribute("rel")).toContain("noopener");
    const expectNotYetOpen = () => {
      for (const label of ["新手主播指南", "直播协议", "用户协议", "隐私政策"]) {
        const item = screen.getByRole("button", { name: label });
        expect(item).toHaveProperty("disabled", true);
        expect(item.getAttribute("title")).toBe("即将开放");
      }
    };
    expectNotYetOpen();
    expect(screen.getByText(/© \d{4} 看球 版权所有/)).toBeTruthy();
    // The reply has no links: it is kept as such, and the items stay as they were. (Waiting for it
    // also keeps this test's reply from landing in the next test's storage.)
    await waitFor(() => expect(localStorage.getItem(AGREEMENT_STORAGE_KEY)).toBe("[]"));
    expectNotYetOpen();
  });

  it("links each agreement to its linkPath in a new tab once /v1/link/query answers", async () => {
    links = [
      { linkType: 1, linkPath: "https://kanqiu.test/guide" },
      { linkType: 3, linkPath: "https://kanqiu.test/live" },
      { linkType: 4, linkPath: "https://kanqiu.test/user" },
      { linkType: 5, linkPath: "https://kanqiu.test/privacy" },
    ];
    renderFooter();
    const expected: Record<string, string> = {
      新手主播指南: "https://kanqiu.test/guide",
      直播协议: "https://kanqiu.test/live",
      用户协议: "https://kanqiu.test/user",
      隐私政策: "https://kanqiu.test/privacy",
    };
    for (const [label, href] of Object.entries(expected)) {
      const link = await screen.findByRole("link", { name: label });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBe("_blank");
    }
    expect(JSON.parse(localStorage.getItem(AGREEMENT_STORAGE_KEY) ?? "[]")).toHaveLength(4);
  });

  it("意见反馈 and 投诉 ask a guest to log in", async () => {
    const scope = renderFooter();
    for (const label of ["意见反馈", "投诉"]) {
      await act(() => allSettled(loginDialogClosed, { scope }));
      fireEvent.click(screen.getByRole("button", { name: label }));
      await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
      expect(screen.queryByRole("dialog")).toBeNull();
    }
  });

  it("意见反馈 and 投诉 open their dialogs for a signed-in user", async () => {
    renderFooter(USER);
    fireEvent.click(screen.getByRole("button", { name: "意见反馈" }));
    expect(await screen.findByRole("dialog", { name: "意见反馈" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "意见反馈" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "投诉" }));
    expect(await screen.findByRole("dialog", { name: "投诉" })).toBeTruthy();
  });
});
