import { expect, it } from "vitest";
import { fansText } from "./fans-text";

it("shows fans below 10 000 as they are and above in 万", () => {
  expect(fansText(0)).toBe("0");
  expect(fansText(9_999)).toBe("9999");
  expect(fansText(10_000)).toBe("1万");
  expect(fansText(12_345)).toBe("1.2万");
  expect(fansText(-4)).toBe("0");
});
