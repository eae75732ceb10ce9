import { describe, expect, it } from "vitest";
import type { PastMatch, TableRow } from "@/entities/match";
import { formLetter, formTally, rowsAround } from "./match-form";

const past = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): PastMatch => ({
  matchTime: 0,
  competitionName: "英超",
  homeTeamId,
  homeTeamName: `T${homeTeamId}`,
  awayTeamId,
  awayTeamName: `T${awayTeamId}`,
  homeScore,
  awayScore,
});

describe("form letters", () => {
  it("reads each result from the team's own side", () => {
    expect(formLetter(past(1, 2, 2, 0), 1)).toBe("W");
    expect(formLetter(past(1, 2, 2, 0), 2)).toBe("L");
    expect(formLetter(past(3, 1, 1, 1), 1)).toBe("D");
    expect(formLetter(past(3, 1, 0, 1), 1)).toBe("W");
    expect(formTally([past(1, 2, 2, 0), past(3, 1, 1, 1), past(1, 4, 0, 3)], 1)).toEqual({ W: 1, D: 1, L: 1 });
  });
});

describe("rowsAround", () => {
  const rows: TableRow[] = Array.from({ length: 12 }, (_, i) => ({
    rank: i + 1, teamId: 100 + i, teamName: `T${i}`, played: 10, won: 5, drawn: 0, lost: 5, goalsFor: 0, goalsAgainst: 0, points: 15,
  }));
  const shape = (teamIds: number[]) => rowsAround(rows, teamIds).map((l) => (l.kind === "row" ? l.row.rank : "…"));

  it("keeps two ranks either side of each team, with a gap where rows are left out", () => {
    expect(shape([100, 109])).toEqual([1, 2, 3, "…", 8, 9, 10, 11, 12]);
    expect(shape([105, 106])).toEqual(["…", 4, 5, 6, 7, 8, 9, "…"]);
  });

  it("no rows when neither team is in the table", () => {
    expect(rowsAround(rows, [1])).toEqual([]);
  });
});
