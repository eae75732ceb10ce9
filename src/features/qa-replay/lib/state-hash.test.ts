import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { stateHashOf, stateTextOf } from "./state-hash";

const a = testMatch({ matchId: 2, statusId: 4, goingTime: 67, homeScores: [1, 0, 0, 2, 3], awayScores: [0, 0, 1, 1, 2], note: "点球", topupType: "going" });
const b = testMatch({ matchId: 1, living: [{ avatar: "", roomId: 9, customId: 3 }], hasFollow: 1 });
const c = testMatch({ matchId: 7, sport: "basketball", statusId: 10, topupType: "finish", preview: [{ avatar: "", roomId: 0, customId: 4 }] });

describe("state hash", () => {
  it("is one canonical line per row: sport, id and the displayed fields, by id, football first", () => {
    expect(stateTextOf({ football: [a, b], basketball: [c] })).toBe(
      [
        "football:1|1|0|0,0,0,0,0|0,0,0,0,0||1|0|1|no_start",
        "football:2|4|67|1,0,0,2,3|0,0,1,1,2|点球|0|0|2|going",
        "basketball:7|10|0|0,0,0,0,0|0,0,0,0,0||0|1|2|finish",
        "",
      ].join("\n"),
    );
  });

  it("is SHA-256 hex of that text, stable whatever the order of the rows", () => {
    const hash = stateHashOf({ football: [a, b], basketball: [c] });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stateHashOf({ football: new Map([[2, a], [1, b]]).values(), basketball: [c] })).toBe(hash);
    expect(stateHashOf({ football: [], basketball: [] })).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("changes with any displayed field, and not with what a row does not show of the pushes", () => {
    const hash = stateHashOf({ football: [a, b], basketball: [c] });
    const variants = [
      { ...a, goingTime: 68 },
      { ...a, homeScores: [1, 0, 0, 2, 4] },
      { ...a, note: "" },
      { ...a, statusId: 5 },
      { ...a, topupType: "finish" as const },
      { ...a, hasFollow: 1 },
      { ...a, living: [{ avatar: "", roomId: 1, customId: 1 }] },
    ];
    for (const changed of variants) expect(stateHashOf({ football: [changed, b], basketball: [c] })).not.toBe(hash);
    expect(stateHashOf({ football: [{ ...a, peopleNum: 99 }, b], basketball: [c] })).toBe(hash);
    // The same row under the other sport is another state.
    expect(stateHashOf({ football: [a], basketball: [b, c] })).not.toBe(stateHashOf({ football: [a, b], basketball: [c] }));
  });
});
