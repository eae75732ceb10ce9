import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import type { Match } from "@/entities/match";
import { competitionChoiceOf, competitionChoices, matchChoices } from "./match-choices";

const at = (hhmm: string) => dayjs(`2026-11-27T${hhmm}:00`).unix();
function match(id: number, competition: [number, string], time: string, topupType: Match["topupType"] = "no_start"): Match {
  return {
    matchId: id,
    sport: "football",
    competition: { id: competition[0], name: `${competition[1]}全称`, shortName: competition[1], logo: "", color: "" },
    homeTeam: { id: id * 10, name: `主${id}`, logo: "", position: "" },
    awayTeam: { id: id * 10 + 1, name: `客${id}`, logo: "", position: "" },
    matchTime: at(time),
    statusId: topupType === "going" ? 2 : 1,
    goingTime: 0,
    peopleNum: 0,
    hasFollow: 2,
    hasLineup: 0,
    ncaa: 0,
    homeScores: [],
    awayScores: [],
    note: "",
    lotterys: {},
    topupType,
    living: [],
    preview: [],
    roomIds: [],
  } as Match;
}

const day = [match(3, [7, "英超"], "21:00"), match(1, [9, "西甲"], "19:30", "going"), match(2, [7, "英超"], "18:00")];

describe("match choices", () => {
  it("lists competitions by match count, with their short names", () => {
    expect(competitionChoices(day)).toEqual([
      { id: 7, name: "英超", count: 2 },
      { id: 9, name: "西甲", count: 1 },
    ]);
  });

  it("lists a competition's matches in kick-off order with time and teams; a match in play says so", () => {
    expect(matchChoices(day, 7)).toEqual([
      { value: "2", label: "18:00 主2 vs 客2" },
      { value: "3", label: "21:00 主3 vs 客3" },
    ]);
    expect(matchChoices(day, null).map((c) => c.label)).toEqual(["18:00 主2 vs 客2", "19:30 主1 vs 客1 · 进行中", "21:00 主3 vs 客3"]);
  });

  it("finds one competition as the full list has it (what a closed picker shows), or none", () => {
    for (const choice of competitionChoices(day)) expect(competitionChoiceOf(day, choice.id)).toEqual(choice);
    expect(competitionChoiceOf(day, 404)).toBeNull();
  });
});
