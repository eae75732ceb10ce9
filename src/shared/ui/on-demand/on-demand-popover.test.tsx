// @vitest-environment jsdom
// A popover loaded on demand, as a user meets it: the trigger is there at once; the first click
// (or, for a hover menu, hover or focus) downloads the popover and opens it. Meanwhile the trigger
// stays the same node and keeps the focus; once loaded the focus is on the trigger the popover
// renders, never dropped to the page body.
import { MantineProvider, Menu, Popover } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createOnDemandPopover, type OnDemandPopoverProps } from "./on-demand-popover";

afterEach(() => cleanup());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function SettingsPopover({ target, opened, onChange, options }: OnDemandPopoverProps & { options: string }) {
  return (
    <Popover opened={opened} onChange={onChange}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{options}</Popover.Dropdown>
    </Popover>
  );
}

/** A dialog-like popover as the toolbar's settings are: the focus goes in, and comes back on close. */
function TrappingPopover({ target, opened, onChange }: OnDemandPopoverProps) {
  return (
    <Popover opened={opened} onChange={onChange} trapFocus returnFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <input aria-label="显示排名" type="checkbox" />
      </Popover.Dropdown>
    </Popover>
  );
}

function LibraryMenu({ target, opened, onChange }: OnDemandPopoverProps) {
  return (
    <Menu trigger="hover" opened={opened} onChange={onChange} trapFocus={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>足球资料库</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const renderInMantine = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe("createOnDemandPopover", () => {
  it("opens on the first click, the trigger keeping the focus while the code downloads and after", async () => {
    const code = deferred<typeof SettingsPopover>();
    const Settings = createOnDemandPopover(() => code.promise);
    renderInMantine(<Settings options="排序" trigger={<button type="button">设置</button>} />);

    const button = screen.getByRole("button", { name: "设置" });
    expect(screen.queryByRole("dialog")).toBeNull();
    button.focus(); // a click focuses the button it presses
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "设置" })).toBe(button);
    expect(document.activeElement).toBe(button);

    await act(async () => code.resolve(SettingsPopover));
    expect((await screen.findByRole("dialog", { name: "设置" })).textContent).toBe("排序");
    const trigger = screen.getByRole("button", { name: "设置" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(trigger);
    expect(document.activeElement).not.toBe(document.body);

    // From then on the trigger is the popover's own: a click closes it, the next opens it.
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger);
    expect(screen.getByRole("dialog", { name: "设置" })).toBeTruthy();
  });

  it("Escape closes it and gives the focus back to the trigger, the first time as every time", async () => {
    const Settings = createOnDemandPopover(async () => TrappingPopover);
    renderInMantine(<Settings trigger={<button type="button">设置</button>} />);
    const button = screen.getByRole("button", { name: "设置" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "显示排名" })));

    fireEvent.keyDown(screen.getByRole("checkbox", { name: "显示排名" }), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "设置" })));
    expect(screen.getByRole("button", { name: "设置" }).getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "设置" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "显示排名" })));
  });

  it("keeps the trigger's own click handler", async () => {
    const clicks: string[] = [];
    const Settings = createOnDemandPopover(async () => SettingsPopover);
    renderInMantine(
      <Settings options="排序" trigger={<button type="button" onClick={() => clicks.push("clicked")}>设置</button>} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "设置" }));
    await screen.findByRole("dialog", { name: "设置" });
    fireEvent.click(screen.getByRole("button", { name: "设置" }));
    expect(clicks).toEqual(["clicked", "clicked"]);
  });

  it("a hover menu loads on focus, and the focused trigger stays on screen and focused", async () => {
    const code = deferred<typeof LibraryMenu>();
    const Library = createOnDemandPopover(() => code.promise, "hover");
    renderInMantine(<Library trigger={<a href="/library">资料库</a>} />);

    const link = screen.getByRole("link", { name: "资料库" });
    act(() => link.focus());
    expect(screen.getByRole("link", { name: "资料库" })).toBe(link);
    expect(document.activeElement).toBe(link);

    await act(async () => code.resolve(LibraryMenu));
    expect(await screen.findByRole("menuitem", { name: "足球资料库" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "资料库" }));
  });

  it("a hover menu loaded by the pointer leaves the focus where it was", async () => {
    const Library = createOnDemandPopover(async () => LibraryMenu, "hover");
    renderInMantine(<Library trigger={<a href="/library">资料库</a>} />);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "资料库" }));
    expect(await screen.findByRole("menuitem", { name: "足球资料库" })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
