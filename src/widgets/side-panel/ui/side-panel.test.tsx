// @vitest-environment jsdom
// The side panel in the app's shell: absent at the top of a page, there from 400 px of scroll;
// 客服 asks a guest to log in and takes a signed-in user to the service chat; 顶部 scrolls back up.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderApp } from "#test-kit/render";
import { $loginDialogOpen } from "@/entities/session";

const api = useApiMock();

const USER = { id: 7, nickname: "球迷小王", avatar: "", isAnchor: 0, userCode: "800007", identifier: null, identity: "kf-7", phone: "13800138000" };

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  // Not the prompt's test: home stays quiet.
  localStorage.setItem("downloadPromptClosed", "1");
  api.on("/v1/link/query", []);
  // jsdom does not scroll; the router scrolls to the top after each navigation.
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  scrollWindowTo(0);
  localStorage.clear();
});

const panel = () => screen.queryByRole("navigation", { name: "快捷工具" });
/** The panel once its code has arrived (the first time it shows). */
const shownPanel = () => screen.findByRole("navigation", { name: "快捷工具" });

describe("side panel", () => {
  it("shows from 400 px of window scroll, and 顶部 scrolls smoothly back to the top", async () => {
    await renderApp({ url: "/forecast" });
    scrollWindowTo(399);
    expect(panel()).toBeNull();
    scrollWindowTo(400);
    const nav = await shownPanel();
    expect(within(nav).getAllByRole("button").map((button) => button.textContent)).toEqual(["APP", "客服", "顶部"]);
    fireEvent.click(within(nav).getByRole("button", { name: "顶部" }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    scrollWindowTo(120);
    expect(panel()).toBeNull();
  });

  it("shows on a page that opens already scrolled, with no scroll event", async () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 900 });
    await renderApp({ url: "/forecast" });
    expect(await shownPanel()).toBeTruthy();
  });

  it("客服 opens the login dialog for a guest", async () => {
    const { scope } = await renderApp({ url: "/forecast" });
    scrollWindowTo(800);
    fireEvent.click(within(await shownPanel()).getByRole("button", { name: "客服" }));
    await waitFor(() => expect(scope.getState($loginDialogOpen)).toBe(true));
  });

  it("客服 takes a signed-in user to the service chat of the personal center", async () => {
    localStorage.setItem("accessToken", "a");
    localStorage.setItem("refreshToken", "r");
    localStorage.setItem("userInfo", JSON.stringify(USER));
    api.on("/v1/customer/info", USER);
    const { router } = await renderApp({ url: "/forecast" });
    scrollWindowTo(800);
    await waitFor(() => expect(screen.getByRole("button", { name: "用户菜单" })).toBeTruthy());
    fireEvent.click(within(await shownPanel()).getByRole("button", { name: "客服" }));
    await waitFor(() => expect(router.state.location.href).toBe("/individualCenter?type=6&customerId=kf-7"));
  });
});
