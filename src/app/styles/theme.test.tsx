// @vitest-environment jsdom
// The app theme's component defaults, as a page sees them.
import { MantineProvider, Select } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { theme } from "./theme";

afterEach(cleanup);

it("a closed select keeps no dropdown in the page; opening it brings the options", async () => {
  // The combobox scrolls the chosen option into view on opening; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <Select label="赛事" data={["英超", "西甲"]} />
    </MantineProvider>,
  );
  expect(screen.queryByRole("listbox", { hidden: true })).toBeNull();
  expect(screen.queryAllByRole("option", { hidden: true })).toHaveLength(0);

  fireEvent.click(screen.getByRole("combobox", { name: "赛事" }));
  expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["英超", "西甲"]);
});
