// @vitest-environment jsdom
// Toasts shown before their container has downloaded are not lost: the container loads on the
// first toast and shows it, then each new one.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showToast } from "@/shared/lib/notify";
import { ToastsOnDemand } from "./toasts-on-demand";

afterEach(() => {
  cleanup();
  notifications.clean();
});

describe("toasts on demand", () => {
  it("shows nothing before the first toast, then every toast asked for, in order", async () => {
    render(
      <MantineProvider env="test">
        <ToastsOnDemand />
      </MantineProvider>,
    );
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => {
      showToast("error", "请求超时");
      showToast("warning", "请求过于频繁，请稍后重试！");
    });
    expect(await screen.findByText("请求超时")).toBeTruthy();
    expect(await screen.findByText("请求过于频繁，请稍后重试！")).toBeTruthy();

    act(() => showToast("success", "关注成功"));
    expect(await screen.findByText("关注成功")).toBeTruthy();
  });
});
