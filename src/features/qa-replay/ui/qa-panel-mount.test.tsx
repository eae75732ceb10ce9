// @vitest-environment jsdom
// The panel as the app mounts it: nothing until asked for; ?qa=1 opens it and records; the chord
// Ctrl+Alt+Q opens and closes it (Ctrl+Shift+Q is left to the browser).
import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appSocket } from "@/shared/api";
import { QaPanelMount } from "./qa-panel-mount";

const TITLE = "QA 面板：录制与回放";
const mount = () => render(<MantineProvider env="test"><QaPanelMount /></MantineProvider>);

afterEach(() => {
  cleanup();
  window.history.replaceState({}, "", "/");
  localStorage.clear();
});

describe("QaPanelMount", () => {
  it("shows and installs nothing until the chord; the chord opens and closes the panel", async () => {
    const tap = vi.spyOn(appSocket, "setFrameTap");
    mount();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(window, { key: "Q", code: "KeyQ", ctrlKey: true, shiftKey: true });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.keyDown(window, { key: "q", code: "KeyQ", ctrlKey: true, altKey: true });
    expect(await screen.findByRole("dialog", { name: TITLE }, { timeout: 5000 })).toBeTruthy();
    expect(tap).not.toHaveBeenCalled(); // recording waits for the switch
    expect(screen.getByRole("switch", { name: "录制入站帧" })).toHaveProperty("checked", false);

    act(() => void fireEvent.keyDown(window, { key: "q", code: "KeyQ", ctrlKey: true, altKey: true }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull());
  });

  it("?qa=1 opens the panel and records from the start", async () => {
    const tap = vi.spyOn(appSocket, "setFrameTap");
    window.history.replaceState({}, "", "/matchEvents?qa=1");
    mount();
    expect(await screen.findByRole("dialog", { name: TITLE }, { timeout: 5000 })).toBeTruthy();
    await vi.waitFor(() => expect(tap).toHaveBeenCalledWith(expect.any(Function)));
    expect(screen.getByRole("switch", { name: "录制入站帧" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("switch", { name: "录制入站帧" }));
    await vi.waitFor(() => expect(tap).toHaveBeenLastCalledWith(null));
  });
});
