// @vitest-environment jsdom
// Toasts shown before their container has downloaded are not lost: until the first toast nothing
// of the container is rendered; the first toast loads it, and it shows every toast asked for, in
// the order asked, then each new one.
import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showToast } from "@/shared/lib/notify";
import { ToastsOnDemand } from "./toasts-on-demand";

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const toastTexts = () => screen.getAllByRole("alert").map((toast) => toast.textContent);

describe("toasts on demand", () => {
  it("renders nothing before the first toast, then every toast asked for, in order", async () => {
    const { container } = render(
      <MantineProvider env="test">
        <ToastsOnDemand />
      </MantineProvider>,
    );
    // The container's code at hand: had it been asked for, it would show now.
    await act(async () => {
      await import("./toasts-container");
    });
    expect(screen.queryByRole("alert")).toBeNull();
    // Not even the container's (empty) portal: the page holds what render() mounted only, and
    // that is Mantine's <style> tags.
    expect(container.querySelectorAll(":scope > :not(style)")).toHaveLength(0);
    expect(document.body.children).toHaveLength(1);

    act(() => {
      showToast("error", "请求超时");
      showToast("warning", "请求过于频繁，请稍后重试！");
    });
    await waitFor(() => expect(toastTexts()).toEqual(["请求超时", "请求过于频繁，请稍后重试！"]));

    act(() => showToast("success", "关注成功"));
    await waitFor(() => expect(toastTexts()).toEqual(["请求超时", "请求过于频繁，请稍后重试！", "关注成功"]));
  });
});
