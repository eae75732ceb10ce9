import { describe, expect, it } from "vitest";
import { SECTION_ORDER } from "./group-matches";
import { basketballSectionTitle, footballSectionTitle } from "./section-title";

// 2026-11-21 19:28 local time, a Saturday.
const NOW = new Date(2026, 10, 21, 19, 28).getTime();

describe("section titles", () => {
  it("basketball: 比赛进行中, 比赛未开始, tomorrow's date and weekday, 其他, 比赛已结束", () => {
    expect(SECTION_ORDER.map((section) => basketballSectionTitle(section, NOW))).toEqual([
      "比赛进行中", "比赛未开始", "11月22日 星期日", "其他", "比赛已结束",
    ]);
  });

  it("football keeps its shorter titles", () => {
    expect(SECTION_ORDER.map((section) => footballSectionTitle(section, NOW))).toEqual(["进行中", "未开始", "11月22日 星期日", "其他", "已结束"]);
  });
});
