import { describe, expect, it } from "vitest";
import { levelProgress, nextLevelOf } from "./level-progress";
import { maskPhone } from "./mask-phone";

describe("maskPhone", () => {
  it.each([
    ["13800138000", "138****8000"],
    ["85291234567", "852****4567"],
    ["912345678", "912****5678"],
    ["1234567", "1234567"],
    ["", ""],
  ])("%s → %s", (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});

describe("levelProgress", () => {
  const table = [100, 300, 0];
  it.each([
    [50, 1, 50],
    [1, 2, 0], // 0.33 % rounds to 0
    [2, 2, 1], // 0.67 % rounds to 1
    [299, 2, 100], // 99.67 % rounds to 100
    [150, 1, 100], // past the need: clamped
    [-5, 1, 0], // negative exp: clamped
    [7, 3, 100], // a zero need: full
    [7, 9, 100], // beyond the table: full
  ])("exp %d at level %d → %d%%", (exp, level, percent) => expect(levelProgress(exp, level, table)).toBe(percent));
});

it("nextLevelOf finds level + 1 or null at the top", () => {
  const list = [
    { level: 1, levelTxt: "新手" },
    { level: 2, levelTxt: "球迷" },
  ];
  expect(nextLevelOf(1, list)).toEqual({ level: 2, levelTxt: "球迷" });
  expect(nextLevelOf(2, list)).toBeNull();
});
