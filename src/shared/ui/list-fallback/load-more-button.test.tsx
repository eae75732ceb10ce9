// @vitest-environment jsdom
// 加载更多: there while a next page exists, asks for it on a click, busy while it loads.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { LoadMoreButton } from "./load-more-button";

afterEach(cleanup);

it("asks for the next page on a click", () => {
  const fetchNextPage = vi.fn();
  renderUi(<LoadMoreButton list={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />);
  fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
  expect(fetchNextPage).toHaveBeenCalledOnce();
});

it("is busy while the page loads, and gone when there is none", () => {
  const { rerender } = renderUi(<LoadMoreButton list={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: () => {} }} />);
  expect(screen.getByRole("button").hasAttribute("data-loading")).toBe(true);
  rerender(<LoadMoreButton list={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => {} }} />);
  expect(screen.queryByRole("button")).toBeNull();
});
