import { describe, expect, it } from "vitest";
import { sortStages, stageName } from "./stage-order";

describe("stage order", () => {
  it("basketball: preseason, regular, cup, play-in, playoffs, all-star", () => {
    const kinds = [4, 2, 6, 5, 1, 3].map((kind) => ({ kind }));
    expect(sortStages("basketball", kinds).map((s) => s.kind)).toEqual([3, 1, 5, 6, 2, 4]);
  });

  it("football: preseason, qualifier, group, regular, playoff; unknown kinds last", () => {
    expect(sortStages("football", [{ kind: 6 }, { kind: 9 }, { kind: 5 }, { kind: 3 }, { kind: 2 }, { kind: 4 }]).map((s) => s.kind)).toEqual([4, 2, 3, 5, 6, 9]);
  });

  it("names every kind: basketball 1 regular … 6 play-in, football 2 qualifier … 6 playoff", () => {
    const names = (sport: "football" | "basketball", kinds: number[]) => kinds.map((kind) => stageName(sport, { kind, nameZh: "" }));
    expect(names("basketball", [1, 2, 3, 4, 5, 6])).toEqual(["常规赛", "季后赛", "季前赛", "全明星", "杯赛", "附加赛"]);
    expect(names("football", [2, 3, 4, 5, 6])).toEqual(["资格赛", "小组赛", "季前赛", "常规赛", "淘汰赛"]);
  });

  it("a stage without a name takes its kind's", () => {
    expect(stageName("basketball", { kind: 6, nameZh: "" })).toBe("附加赛");
    expect(stageName("football", { kind: 6, nameZh: "" })).toBe("淘汰赛");
    expect(stageName("football", { kind: 3, nameZh: "欧冠小组赛" })).toBe("欧冠小组赛");
  });
});
