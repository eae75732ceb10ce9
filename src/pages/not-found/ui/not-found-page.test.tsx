// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { NotFoundPage } from "./not-found-page";

afterEach(() => cleanup());

function renderPage(Page: () => ReactNode) {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  const router = createRouter({
    routeTree: createRootRoute({ staticData: { noLogin: true }, component: Page }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

it("the not-found page says so and links home", async () => {
  renderPage(NotFoundPage);
  expect(await screen.findByRole("heading", { level: 1, name: "页面不存在" })).toBeTruthy();
  expect(screen.getByText("404")).toBeTruthy();
  expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/");
});
