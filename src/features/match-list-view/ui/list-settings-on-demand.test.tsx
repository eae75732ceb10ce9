// @vitest-environment jsdom
// 设置 as the board's toolbar shows it: the button is there at once; its first click downloads
// the popover and opens it with the focus inside it (never dropped to the page); Escape gives the
// focus back to 设置; the settings there change userSetting.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderUi } from "#test-kit/render";
import { $userSetting } from "@/entities/user-setting";
import { ListSettingsOnDemand } from "./list-settings-on-demand";

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("ListSettingsOnDemand", () => {
  it("opens the sort and display settings on the first click, the focus inside them and back on 设置 after Escape", async () => {
    const { scope } = renderUi(<ListSettingsOnDemand sport="football" />, { scope: fork() });
    expect(screen.queryByRole("checkbox")).toBeNull();
    const button = screen.getByRole("button", { name: "设置" });
    button.focus(); // a click focuses the button it presses
    fireEvent.click(button);

    const ranking = await screen.findByRole("checkbox", { name: "显示排名" });
    expect(screen.getByRole("group", { name: "显示" })).toBeTruthy();
    const trigger = screen.getByRole("button", { name: "设置" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).toBe(screen.getByRole("dialog", { name: "设置" })));

    expect((ranking as HTMLInputElement).checked).toBe(true);
    fireEvent.click(ranking);
    await waitFor(() => expect((ranking as HTMLInputElement).checked).toBe(false));
    expect(scope.getState($userSetting).rankingDisplay).toBe(false);

    fireEvent.keyDown(ranking, { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "设置" })));
    expect(screen.getByRole("button", { name: "设置" }).getAttribute("aria-expanded")).toBe("false");
  });
});
