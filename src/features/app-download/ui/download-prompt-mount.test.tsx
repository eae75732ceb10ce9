// @vitest-environment jsdom
// The download prompt as the shell mounts it: home opens it 200 ms after it is shown, with the QR
// codes, the latest version and the permanent addresses; closing it is remembered, so home no
// longer opens it by itself, while a request still does.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { appStarted } from "@/shared/model";
import { downloadPromptRequested } from "../model/download-prompt";
import { DownloadPromptMount } from "./download-prompt-mount";

const api = useApiMock();

beforeEach(() => {
  localStorage.clear();
  api.on("/dict/getDictMap", {
    qrCode: [
      { id: 2, value: "/qr/ios.svg", label: "iOS下载", sort: 2 },
      { id: 1, value: "/qr/android.svg", label: "安卓下载", sort: 1 },
    ],
    domains: [{ value: "www.kanqiu.test" }, { value: "kanqiu-live.test" }],
    home_notice: [],
  });
  api.on("/v1/version/checkUpdate", {
    versionName: "3.2.0",
    versionCode: 320,
    updateTime: new Date(2026, 10, 2).getTime(),
    updateContent: "新增直播推荐",
    downloadUrl: "",
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

async function mount(onHome: boolean) {
  const scope = fork();
  await allSettled(appStarted, { scope });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const view = renderUi(<DownloadPromptMount onHome={onHome} />, { scope });
  return { ...view, scope };
}

/** Moves the fake clock on, then lets the network and the lazy code run on real time. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe("download prompt", () => {
  it("opens on home 200 ms after it is shown, with QR codes by sort, the version and the addresses", async () => {
    await mount(true);
    await advance(199);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1);
    vi.useRealTimers();
    const dialog = await screen.findByRole("dialog", { name: "下载看球APP" });
    const codes = await screen.findAllByRole("img");
    expect(codes.map((img) => img.getAttribute("alt"))).toEqual(["安卓下载", "iOS下载"]);
    expect(await screen.findByText("Android v3.2.0")).toBeTruthy();
    expect(dialog.textContent).toContain("更新时间：2026-11-02");
    expect(screen.getByText("www.kanqiu.test")).toBeTruthy();
    expect(screen.getByText("kanqiu-live.test")).toBeTruthy();
  });

  it("closes by its button and is not opened by home again, though a request still opens it", async () => {
    const first = await mount(true);
    await advance(200);
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole("button", { name: "我知道了" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem("downloadPromptClosed")).toBe("1");
    first.unmount();

    // A later visit: the flag is read when the app starts.
    const again = await mount(true);
    await advance(1000);
    vi.useRealTimers();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => allSettled(downloadPromptRequested, { scope: again.scope }));
    expect(await screen.findByRole("dialog", { name: "下载看球APP" })).toBeTruthy();
  });

  it("closes on a click outside it and remembers that", async () => {
    await mount(true);
    await advance(200);
    vi.useRealTimers();
    await screen.findByRole("dialog", { name: "下载看球APP" });
    const overlay = document.querySelector(".mantine-Modal-overlay");
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay!);
    fireEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem("downloadPromptClosed")).toBe("1");
  });

  it("does not open by itself away from home", async () => {
    await mount(false);
    await advance(1000);
    vi.useRealTimers();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not open when home is left before the 200 ms are up", async () => {
    const scope = fork();
    await allSettled(appStarted, { scope });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    function Shell() {
      const [onHome, setOnHome] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOnHome(false)}>
            足球
          </button>
          <DownloadPromptMount onHome={onHome} />
        </>
      );
    }
    renderUi(<Shell />, { scope });
    await advance(100);
    fireEvent.click(screen.getByRole("button", { name: "足球" }));
    await advance(500);
    vi.useRealTimers();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
