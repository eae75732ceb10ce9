import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/shared/lib/contrast";
import { GRID_ROW_BACKGROUNDS } from "@/shared/config";
import { competitionMarkColour, competitionTextColour } from "./competition-colour";

describe("competition colours on the grid", () => {
  it("renders the 'no colour' grey's mark dark; its text still passes", () => {
    expect(competitionMarkColour("#a7a7ae")).toBe("#4a4a52");
    expect(competitionMarkColour("#D20515")).toBe("#D20515");
    for (const bg of GRID_ROW_BACKGROUNDS) expect(contrastRatio(competitionTextColour("#A7A7AE"), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("lightens a dark brand colour until it reads on every row background", () => {
    for (const bg of GRID_ROW_BACKGROUNDS) expect(contrastRatio(competitionTextColour("#1d428a"), bg)).toBeGreaterThanOrEqual(4.5);
  });
});
