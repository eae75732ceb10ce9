import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { mergeListReply } from "./merge-list-reply";

const reply = testMatch({ matchId: 1, statusId: 2, goingTime: 30, homeScores: [0], awayScores: [0], hasFollow: 1, peopleNum: 500 });
const pushed = testMatch({ matchId: 1, statusId: 4, goingTime: 50, homeScores: [2], awayScores: [1], hasFollow: 2, peopleNum: 10, note: "加时" });

describe("mergeListReply", () => {
  it("takes a reply without a request time as it is", () => {
    const matches = [reply];
    expect(mergeListReply({ key: "today", matches }, new Map([[1, pushed]]), new Map([[1, 10]]))).toBe(matches);
  });

  it("keeps the pushed live fields of a row pushed at or after the request, the reply's for the rest", () => {
    const [merged] = mergeListReply({ key: "today", matches: [reply], requestedAt: 10 }, new Map([[1, pushed]]), new Map([[1, 10]]));
    expect(merged).toMatchObject({ statusId: 4, goingTime: 50, homeScores: [2], awayScores: [1], note: "加时", topupType: pushed.topupType });
    expect(merged).toMatchObject({ hasFollow: 1, peopleNum: 500 });
  });

  it("takes the reply for a row pushed before the request, or never pushed", () => {
    expect(mergeListReply({ key: "today", matches: [reply], requestedAt: 11 }, new Map([[1, pushed]]), new Map([[1, 10]]))[0]).toBe(reply);
    expect(mergeListReply({ key: "today", matches: [reply], requestedAt: 11 }, new Map([[1, pushed]]), new Map())[0]).toBe(reply);
  });
});
