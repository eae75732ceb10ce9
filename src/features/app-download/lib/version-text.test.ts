import { describe, expect, it } from "vitest";
import { updateDateText, updateNotes, versionLabel } from "./version-text";

describe("version texts", () => {
  it("reads the update time as a date, nothing without one", () => {
    expect(updateDateText(new Date(2026, 10, 2, 9, 30).getTime())).toBe("2026-11-02");
    expect(updateDateText(0)).toBe("");
  });

  it("splits the update notes into lines, dropping blank ones", () => {
    expect(updateNotes("1. 新增直播推荐\n\n 2. 修复已知问题 \r\n")).toEqual(["1. 新增直播推荐", "2. 修复已知问题"]);
    expect(updateNotes("")).toEqual([]);
  });

  it("prefixes the version name with v once", () => {
    expect(versionLabel("3.2.0")).toBe("v3.2.0");
    expect(versionLabel("V3.2.0")).toBe("V3.2.0");
    expect(versionLabel("")).toBe("");
  });
});
