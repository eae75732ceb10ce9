// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { reconnectNowFx } from "../../api/socket/connection";
import { reconnectScheduled, socketClosed, socketOpened, socketStatusChanged } from "../../api/socket/model";
import { ConnectionNotice } from "./connection-notice";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ConnectionNotice", () => {
  it("says nothing while live, then the lost connection, since when, the countdown and 立即重连", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T20:15:30"), toFake: ["Date", "setInterval", "clearInterval"] });
    const reconnectNow = vi.fn(() => true);
    const scope = fork({ handlers: [[reconnectNowFx, reconnectNow]] });
    await allSettled(socketStatusChanged, { scope, params: "open" });
    await allSettled(socketOpened, { scope, params: { afterDrop: false, openedAt: Date.now() } });
    renderUi(<ConnectionNotice />, { scope });
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");

    await act(async () => {
      await allSettled(socketClosed, { scope, params: { code: 1006, reason: "", wasOpen: true, willReconnect: true } });
      await allSettled(socketStatusChanged, { scope, params: "reconnecting" });
      await allSettled(reconnectScheduled, { scope, params: Date.now() + 60_000 });
    });
    expect(region.textContent).toContain("实时比分连接已断开，正在重新连接");
    expect(screen.getByTestId("not-live-since").textContent).toBe("比分自 20:15:30 起未更新");
    expect(region.textContent).toContain("60 秒后重试");
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(region.textContent).toContain("55 秒后重试");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "立即重连" })));
    expect(reconnectNow).toHaveBeenCalledTimes(1);
    await act(async () => {
      await allSettled(socketStatusChanged, { scope, params: "open" });
      await allSettled(socketOpened, { scope, params: { afterDrop: true, openedAt: Date.now() } });
    });
    expect(region.textContent).toBe("");
  });
});
