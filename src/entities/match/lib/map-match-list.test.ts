import { afterEach, describe, expect, it, vi } from "vitest";
import { type MatchListPayloadWire } from "#wire";
import { decodeMatchListPayload, encodeMatchListPayload } from "#wire/codec";
import { mapMatchList, mapMatchListInSlices } from "./map-match-list";

afterEach(() => vi.restoreAllMocks());

/** A day's payload through the wire codec: 200 good entries, an incomplete one and one naming an unknown team. */
function dayPayload(): MatchListPayloadWire {
  const good = Array.from({ length: 200 }, (_, i) => ({
    iArr: [100 + i, 1, 10, 11, 1_795_000_000 + i * 60, [1, 2, 4, 8, 9, 13][i % 6]!, 0, i, 2, 45, 1, 0],
    sArr: [i % 2 ? "4" : "", "", i % 9 ? "" : "推迟"],
    homeScore: [i % 3, 0, 0, 1, 4],
    awayScore: [1, 0, 0, 0, 2],
    roomArr: i % 4 ? [] : [9000 + i],
    living: i % 4 ? [] : [{ avatar: "/a.png", roomId: 9000 + i, customId: 77 }],
  }));
  const bytes = encodeMatchListPayload({
    cArr: [{ id: 1, name: "英超", shortName: "", logo: "/c.png", color: "#3d195b" }],
    tArr: [
      { id: 10, name: "曼联", logo: "", position: "2" },
      { id: 11, name: "切尔西", logo: "", position: "" },
    ],
    lArr: [{ matchId: 100, lotteryId: 101, issueNum: 1 }],
    matches: [...good, { iArr: [999, 1, 10] }, { iArr: [998, 1, 10, 404, 1_795_000_000, 1, 0, 0, 2, 0, 1, 0] }],
  });
  return decodeMatchListPayload(bytes)!;
}

describe("mapMatchListInSlices", () => {
  it("gives the same matches, in the same order, and the same skipped count as mapMatchList", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const payload = dayPayload();
    const whole = mapMatchList("football", payload);
    const sliced = await mapMatchListInSlices("football", payload, { pause: () => Promise.resolve(), sliceMs: 0 });
    expect(sliced).toEqual(whole);
    expect(whole.matches).toHaveLength(200);
    expect(whole.skipped).toBe(2);
    expect(whole.matches[0]).toMatchObject({ matchId: 100, homeTeam: { name: "曼联", position: "2" }, lotterys: { 101: "001" } });
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      "[match] 2 list entries skipped: incomplete or unknown references",
      "[match] 2 list entries skipped: incomplete or unknown references",
    ]);
  });

  it("gives the main thread back between slices of the given length", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let clock = 0;
    const pause = vi.fn(() => Promise.resolve());
    // The clock moves 1 ms per reading: a 20 ms slice ends after about 20 entries.
    const { matches } = await mapMatchListInSlices("football", dayPayload(), { pause, sliceMs: 20, now: () => clock++ });
    expect(matches).toHaveLength(200);
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(pause.mock.calls.length).toBeLessThanOrEqual(11);
  });
});

describe("a match's lottery labels", () => {
  it("hold each lottery of the match by id, listed in ascending id order whatever order the payload gave", () => {
    const bytes = encodeMatchListPayload({
      cArr: [{ id: 1, name: "英超" }],
      tArr: [{ id: 10, name: "曼联" }, { id: 11, name: "切尔西" }],
      lArr: [
        { matchId: 100, lotteryId: 404, issueNum: 12 },
        { matchId: 100, lotteryId: 101, issueNum: 6001 },
        { matchId: 100, lotteryId: 401, issueNum: 5 },
      ],
      matches: [100, 101].map((matchId) => ({ iArr: [matchId, 1, 10, 11, 1_795_000_000, 1, 0, 0, 2, 0, 1, 0] })),
    });
    const [withLotteries, without] = mapMatchList("football", decodeMatchListPayload(bytes)!).matches;
    expect(withLotteries!.lotterys).toEqual({ 101: "周六001", 401: "传足005", 404: "北单012" });
    expect(Object.values(withLotteries!.lotterys)).toEqual(["周六001", "传足005", "北单012"]);
    expect(withLotteries!.lotterys[301]).toBeUndefined();
    expect(without!.lotterys).toEqual({});
    expect(Object.values(without!.lotterys)).toEqual([]);
  });
});
