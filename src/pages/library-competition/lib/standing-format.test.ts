import { describe, expect, it } from "vitest";
import { gameBackText, perGame, streakText, wonRatePercent } from "./standing-format";

describe("standings formatting", () => {
  it("win rate: a rounded percent clamped to 0–100", () => {
    expect(wonRatePercent(2 / 3)).toBe("67%");
    expect(wonRatePercent(0.125)).toBe("13%");
    expect(wonRatePercent(0)).toBe("0%");
    expect(wonRatePercent(1)).toBe("100%");
    expect(wonRatePercent(1.4)).toBe("100%");
    expect(wonRatePercent(-0.2)).toBe("0%");
    expect(wonRatePercent(Number.NaN)).toBe("0%");
  });

  it("streaks: wins and losses in a row", () => {
    expect(streakText(3)).toBe("3连胜");
    expect(streakText(-2)).toBe("2连败");
    expect(streakText(0)).toBe("-");
  });

  it("games behind and per-game averages", () => {
    expect(gameBackText(0)).toBe("-");
    expect(gameBackText(2.5)).toBe("2.5");
    expect(gameBackText(3)).toBe("3");
    expect(perGame(331, 3)).toBe("110.3");
    expect(perGame(0, 0)).toBe("-");
  });
});
