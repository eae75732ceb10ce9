import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, MIN_TEXT_CONTRAST, parseHex, readableOn, textOnFill } from "./contrast";

// Two dark backgrounds, as the grid's rows have (body, hover).
const ROWS = ["#242424", "#2e2e2e"];

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#777", "#fff")).toBeCloseTo(4.48, 2);
    expect(parseHex("#abc")).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex("red")).toBeNull();
  });

  it("keeps a colour that already reads well", () => {
    expect(readableOn("#EE8707", ROWS)).toBe("#ee8707");
  });

  it("lightens dark colours just enough to reach 4.5:1 on every row background", () => {
    for (const colour of ["#3D195B", "#1E3A8A", "#D20515", "#000000", "#0B7A3B", "#6D28D9"]) {
      const text = readableOn(colour, ROWS);
      for (const bg of ROWS) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(text).not.toBe("#ffffff"); // a tint of the colour, not plain white
    }
  });

  it("falls back for an unreadable colour string", () => {
    expect(readableOn("", ROWS)).toBe("#c9c9c9");
  });


  it("puts white on dark fills and dark text on light ones, whichever reaches 4.5:1", () => {
    expect(textOnFill("#c92a2a")).toBe("#ffffff");
    expect(textOnFill("#1b6b30")).toBe("#ffffff");
    // Zone colours of the standings: white gave 2.3–3.4:1 on them.
    for (const fill of ["#F2994A", "#EB5757", "#F2C94C"]) {
      expect(textOnFill(fill)).toBe(DARK_TEXT);
      expect(contrastRatio(DARK_TEXT, fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(textOnFill("not a colour")).toBe("#ffffff");
  });
});
