// @vitest-environment jsdom
// /about for a signed-in user: what the product is, the contact channels (feedback opens its
// dialog) and the agreements, linked once /v1/link/query answers and 即将开放 while missing.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderApp } from "#test-kit/render";

const api = useApiMock();
const USER = { id: 7, nickname: "球迷小王", avatar: "", isAnchor: 0, userCode: "800007", identifier: null, identity: "kf-7", phone: "13800138000" };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("accessToken", "a");
  localStorage.setItem("userInfo", JSON.stringify(USER));
  api.on("/v1/customer/info", USER);
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

it("tells what the product is, links the agreements and opens feedback", async () => {
  api.on("/v1/link/query", [
    { linkType: 4, linkPath: "https://kanqiu.test/user" },
    { linkType: 5, linkPath: "https://kanqiu.test/privacy" },
  ]);
  await renderApp({ url: "/about" });
  expect(await screen.findByRole("heading", { name: "关于看球" })).toBeTruthy();
  const agreements = screen.getByRole("region", { name: "协议与政策" });
  const user = await within(agreements).findByRole("link", { name: "《用户协议》" });
  expect(user.getAttribute("href")).toBe("https://kanqiu.test/user");
  expect(user.getAttribute("target")).toBe("_blank");
  expect(within(agreements).getByRole("link", { name: "《隐私政策》" }).getAttribute("href")).toBe("https://kanqiu.test/privacy");
  expect(within(agreements).getByText("《直播协议》").closest("[aria-disabled]")?.getAttribute("title")).toBe("即将开放");

  const contact = screen.getByRole("region", { name: "联系我们" });
  fireEvent.click(within(contact).getByRole("button", { name: /意见反馈/ }));
  expect(await screen.findByRole("dialog", { name: "意见反馈" })).toBeTruthy();
});
