// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { afterEach, expect, it, vi } from "vitest";
import { HomePage } from "./home-page";

afterEach(() => cleanup());

it("introduces the site and links to each main section", async () => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  const router = createRouter({
    routeTree: createRootRoute({ staticData: { noLogin: true }, component: HomePage }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  expect(await screen.findByRole("heading", { level: 1, name: /看球/ })).toBeTruthy();
  const links = screen.getAllByRole("link");
  expect(links.map((a) => a.getAttribute("href"))).toEqual([
    "/matchEvents",
    "/football",
    "/basketball",
    "/footballMatchData",
    "/forecast",
  ]);
  expect(links.map((a) => a.querySelector("p")?.textContent)).toEqual(["比分", "足球", "篮球", "资料库", "预测"]);
});
