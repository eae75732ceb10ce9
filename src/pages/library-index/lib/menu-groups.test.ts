import { describe, expect, it } from "vitest";
import type { MenuCompetition } from "../api/menu-requests";
import { allCompetitions, filterCompetitions, groupByInitial } from "./menu-groups";

const comp = (competitionId: number, name: string, shortName: string, initial: string): MenuCompetition => ({ competitionId, name, shortName, logo: "", initial, type: 1 });
const LIST = [comp(1, "英格兰超级联赛", "英超", "Y"), comp(2, "西班牙甲级联赛", "西甲", "X"), comp(3, "澳大利亚甲级联赛", "澳超", "A"), comp(4, "Premier", "PL", "?")];

describe("competition menu lists", () => {
  it("filters by name or short name as typed, trimmed", () => {
    expect(filterCompetitions(LIST, " 英超 ").map((c) => c.competitionId)).toEqual([1]);
    expect(filterCompetitions(LIST, "甲级").map((c) => c.competitionId)).toEqual([2, 3]);
    expect(filterCompetitions(LIST, "pl").map((c) => c.competitionId)).toEqual([4]);
    expect(filterCompetitions(LIST, "")).toHaveLength(4);
    expect(filterCompetitions(LIST, "德甲")).toEqual([]);
  });

  it("groups A–Z with # first for anything else", () => {
    expect(groupByInitial(LIST).map((g) => g.key)).toEqual(["#", "A", "X", "Y"]);
  });

  it("lists each competition once across categories", () => {
    expect(allCompetitions([{ competitions: [LIST[0]!, LIST[1]!] }, { competitions: [LIST[0]!] }])).toHaveLength(2);
  });
});
