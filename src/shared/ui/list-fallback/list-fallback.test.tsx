// @vitest-environment jsdom
// What a list shows before its rows: a loader (keeping the height it is given), or the load
// error with its message and 重试; then the rows.
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListFallback, type ListQueryState } from "./list-fallback";

const state = (overrides: Partial<ListQueryState> = {}): ListQueryState => ({ isPending: false, isError: false, error: null, refetch: vi.fn(), ...overrides });
const renderUi = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

afterEach(cleanup);

describe("ListFallback", () => {
  it("while loading shows a loader that keeps the height it is given", () => {
    renderUi(
      <ListFallback query={state({ isPending: true })} ready={false} errorTitle="列表加载失败" pendingHeight={550}>
        <p>行</p>
      </ListFallback>,
    );
    const busy = screen.getByLabelText("加载中").closest("[aria-busy=true]") as HTMLElement;
    expect(busy.style.minHeight).toBe("550px");
    expect(screen.queryByText("行")).toBeNull();
  });

  it("without a height, the loader takes its own", () => {
    renderUi(
      <ListFallback query={state({ isPending: true })} ready={false} errorTitle="列表加载失败">
        <p>行</p>
      </ListFallback>,
    );
    const busy = screen.getByLabelText("加载中").closest("[aria-busy=true]") as HTMLElement;
    expect(busy.style.minHeight).toBe("");
  });

  it("a failed load shows its title, the message and 重试, which asks again", () => {
    const query = state({ isError: true, error: new Error("网络异常") });
    renderUi(
      <ListFallback query={query} ready={false} errorTitle="列表加载失败">
        <p>行</p>
      </ListFallback>,
    );
    expect(screen.getByText("列表加载失败")).toBeTruthy();
    expect(screen.getByText("网络异常")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("once ready shows the rows, even when a later refresh failed", () => {
    renderUi(
      <ListFallback query={state({ isError: true, error: new Error("网络异常") })} ready errorTitle="列表加载失败">
        <p>行</p>
      </ListFallback>,
    );
    expect(screen.getByText("行")).toBeTruthy();
    expect(screen.queryByText("列表加载失败")).toBeNull();
  });
});
