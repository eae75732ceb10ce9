// @vitest-environment jsdom
// The shell wires the session: the header's 登录 opens the one login dialog, a login turns the
// button into the avatar menu, and 退出登录 brings 登录 back.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderApp } from "#test-kit/render";
import { showToast } from "@/shared/lib/notify";

const api = useApiMock(showToast);

beforeAll(() => {
  localStorage.clear();
  api.on("/v1/link/query", []);
  api.on("/ali/sms/sendCode", null);
  api.on("/login", { accessToken: "a", refreshToken: "r", first: false });
  api.on("/v1/customer/info", {
    id: 7,
    nickname: "球迷小王",
    avatar: "",
    isAnchor: 0,
    userCode: "800007",
    identifier: null,
    identity: "1",
    phone: "13800138000",
  });
  api.on("/v1/personal/custom/info", { followToCount: 0, followFromCount: 0 });
  api.on("/v1/personal/custom/level/info", { level: 1, exp: 0, levelTxt: "新手" });
  api.on("/v1/tasks/levelinfo", { levelExpList: [100], levelList: [] });
  api.on("/v1/customer/reportOnline", null);
});
beforeEach(() => {
  // jsdom does not implement scrolling; the router scrolls to the top after each navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterAll(() => {
  cleanup();
});

it("logs in from the header and out again from the avatar menu", async () => {
  const { router } = await renderApp({ url: "/forecast" });

  fireEvent.click(await screen.findByRole("button", { name: "登录" }));
  const dialog = await screen.findByRole("dialog", { name: "欢迎来到看球" });
  fireEvent.change(within(dialog).getByLabelText("手机号"), { target: { value: "13800138000" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "获取验证码" }));
  expect(await screen.findByText("验证码发送成功，十分钟有效")).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText("验证码"), { target: { value: "123456" } });
  fireEvent.click(within(dialog).getByRole("checkbox", { name: "我已阅读并同意《用户协议》和《隐私政策》" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "登录" }));

  expect(await screen.findByText("登录成功", {}, { timeout: 2000 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  fireEvent.mouseEnter(await screen.findByRole("button", { name: "用户菜单" }));
  fireEvent.click(await screen.findByRole("menuitem", { name: "退出登录" }));
  expect(await screen.findByText("账号已退出")).toBeTruthy();
  await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
  expect(localStorage.getItem("accessToken")).toBeNull();
});
