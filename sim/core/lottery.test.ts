import { describe, expect, it } from "vitest";
import { lotteryLabel, lotteryLabels } from "./lottery";
import { renderLogoSvg } from "./logo-svg";

describe("lottery labels", () => {
  // docs/product-rules.md "Numbers" (lottery issue labels).
  it("follows the label rules", () => {
    expect(lotteryLabel(101, 6001)).toBe("周六001");
    expect(lotteryLabel(201, 1123)).toBe("周一123");
    expect(lotteryLabel(301, 45)).toBe("北单045");
    expect(lotteryLabel(404, 1203)).toBe("北单1203");
    expect(lotteryLabel(401, 7)).toBe("传足007");
    expect(lotteryLabels([{ lotteryId: 101, issueNum: 7015 }, { lotteryId: 401, issueNum: 120 }])).toEqual({ 101: "周日015", 401: "传足120" });
  });
});

describe("renderLogoSvg", () => {
  it("draws a coloured badge with escaped text", () => {
    const svg = renderLogoSvg("competition", 1001, "英超", "#3D195B");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("#3D195B");
    expect(svg).toContain(">英超<");
    expect(renderLogoSvg("team", 1, "A&B<c>", "#123456")).toContain("A&#38;B");
    expect(renderLogoSvg("avatar", 1, "x", "not-a-colour")).toContain("#A7A7AE");
    expect(renderLogoSvg("team", 2, "阿森纳", "#C8102E")).toContain(">阿森<");
  });
});
