// @vitest-environment jsdom
// 设置 as the board's toolbar shows it: the button is there at once; its first click downloads
// the popover and opens it, the button keeping the focus; the settings there change userSetting.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { fork } from "effector";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderUi } from "#test-kit/render";
import { $userSetting } from "@/entities/user-setting";
import { ListSettingsOnDemand } from "./list-settings-on-demand";

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("ListSettingsOnDemand", () => {
  it("opens the sort and display settings on the first click, keeping the focus on 设置", async () => {
    const { scope } = renderUi(<ListSettingsOnDemand sport="football" />, { scope: fork() });
    expect(screen.queryByRole("checkbox")).toBeNull();
    const button = screen.getByRole("button", { name: "设置" });
    button.focus(); // a click focuses the button it presses
    fireEvent.click(button);

    const ranking = await screen.findByRole("checkbox", { name: "显示排名" });
    expect(screen.getByRole("group", { name: "显示" })).toBeTruthy();
    const trigger = screen.getByRole("button", { name: "设置" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(trigger);

    expect((ranking as HTMLInputElement).checked).toBe(true);
    fireEvent.click(ranking);
    await waitFor(() => expect((ranking as HTMLInputElement).checked).toBe(false));
    expect(scope.getState($userSetting).rankingDisplay).toBe(false);
  });
});
