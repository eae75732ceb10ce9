import { describe, expect, it } from "vitest";
import { MERGE_REFS_SHIM, scrollAreaImport } from "./scroll-area-refs-plugin";

describe("scrollAreaImport", () => {
  const scrollArea = "/repo/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs";

  it("sends ScrollArea's @floating-ui/react import to the shim", () => {
    expect(scrollAreaImport("@floating-ui/react", scrollArea)).toBe(MERGE_REFS_SHIM);
  });

  it("leaves every other import alone, floating-ui's for popovers included", () => {
    expect(scrollAreaImport("@floating-ui/react", "/repo/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs")).toBeNull();
    expect(scrollAreaImport("react", scrollArea)).toBeNull();
    expect(scrollAreaImport("@floating-ui/react", undefined)).toBeNull();
  });
});
