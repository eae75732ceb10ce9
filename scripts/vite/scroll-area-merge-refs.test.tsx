// @vitest-environment jsdom
import { createRef } from "react";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useMergeRefs } from "./scroll-area-merge-refs";

describe("the shim's useMergeRefs", () => {
  function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
    return <div data-testid="box" ref={useMergeRefs(refs)} />;
  }

  it("gives the element to every ref, and takes it back at unmount", () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const view = render(<Box refs={[objectRef, callbackRef, undefined]} />);
    const box = view.getByTestId("box");
    expect(objectRef.current).toBe(box);
    expect(callbackRef).toHaveBeenLastCalledWith(box);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });
});
