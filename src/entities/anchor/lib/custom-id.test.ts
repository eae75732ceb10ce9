import { expect, it } from "vitest";
import { parseCustomId } from "./custom-id";

it("reads a positive integer customId and nothing else", () => {
  expect(parseCustomId("1024")).toBe(1024);
  expect(parseCustomId(77)).toBe(77);
  for (const bad of [undefined, null, "", "0", "-3", "1.5", "abc", "12abc", "99999999999999999999"]) expect(parseCustomId(bad)).toBeNull();
});
