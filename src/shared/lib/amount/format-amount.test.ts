import { describe, expect, it } from "vitest";
import { formatAmount, formatCount } from "./format-amount";

describe("formatAmount", () => {
  it("keeps amounts under 10 000 whole", () => {
    expect(formatAmount(0)).toBe("0");
    expect(formatAmount(9999)).toBe("9999");
    expect(formatAmount(120.6)).toBe("121");
  });

  it("reads 万 from 10 000 with one decimal, rounded", () => {
    expect(formatAmount(10_000)).toBe("1.0万");
    expect(formatAmount(12_345)).toBe("1.2万");
    expect(formatAmount(99_999)).toBe("10.0万");
    expect(formatAmount(35_500_000)).toBe("3550.0万");
  });

  it("reads 亿 from 100 000 000, and where 万 would round up to 10000.0万", () => {
    expect(formatAmount(100_000_000)).toBe("1.0亿");
    expect(formatAmount(99_999_999)).toBe("1.0亿");
    expect(formatAmount(256_000_000)).toBe("2.6亿");
  });

  it("keeps the sign and reads a non-number as 0", () => {
    expect(formatAmount(-12_345)).toBe("-1.2万");
    expect(formatAmount(Number.NaN)).toBe("0");
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("formatCount", () => {
  it("groups thousands with commas, as zh-CN's toLocaleString does for whole numbers", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1_234_567)).toBe("1,234,567");
    expect(formatCount(-12_345)).toBe("-12,345");
    for (const n of [7, 10_000, 99_999, 100_000, 123_456_789, -1000]) expect(formatCount(n)).toBe(n.toLocaleString("zh-CN"));
  });
});
