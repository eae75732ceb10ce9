import { afterEach, describe, expect, it, vi } from "vitest";
import { kanqiu } from "./generated/wire.js";
import { decodeMatchListPayload, decodeMatchListPayloadInSlices, encodeMatchListPayload } from "./match-list-codec";
import type { WorkSlices } from "./work-slices";

afterEach(() => vi.restoreAllMocks());

/** A day's payload: competitions, teams, lotteries and matches with anchors, as the sim serves it. */
function dayPayload(matchCount: number, code = 0): kanqiu.IMatchListPayload {
  return {
    cArr: [
      { id: 1, name: "英超", logo: "/c/1.png", color: "#3d195b", initial: "Y", shortName: "英超" },
      { id: 2, name: "西甲", logo: "", color: "#A7A7AE", initial: "X", shortName: "" },
    ],
    tArr: Array.from({ length: 4 }, (_, i) => ({ id: 10 + i, name: `球队${i}`, logo: "", position: i % 2 ? "3" : "" })),
    lArr: [{ matchId: 100, lotteryId: 101, issueNum: 7 }],
    matches: Array.from({ length: matchCount }, (_, i) => ({
      iArr: [100 + i, 1 + (i % 2), 10, 11, 1_795_000_000 + i * 60, i % 9, 0, i * 3, 2, i % 90, 1, 0],
      sArr: ["", i % 3 ? "5" : "", i % 7 ? "" : "推迟"],
      homeScore: [i % 4, 0, 0, 1, 5],
      awayScore: [i % 3, 0, 1, 0, 2],
      roomArr: i % 5 ? [] : [9000 + i],
      living: i % 5 ? [] : [{ avatar: "/a.png", roomId: 9000 + i, customId: 77 }],
      preview: i % 11 ? [] : [{ avatar: "", roomId: 8000, customId: 78 }],
    })),
    code,
  };
}

const plain = (payload: kanqiu.MatchListPayload | null) => (payload ? kanqiu.MatchListPayload.toObject(payload, { defaults: true, arrays: true }) : payload);
const noPause = { pause: () => Promise.resolve(), sliceMs: Infinity } satisfies WorkSlices;

describe("decodeMatchListPayloadInSlices", () => {
  it("gives what the generated decoder gives", async () => {
    for (const [count, code] of [[0, 0], [1, 0], [250, 0], [3, 13002]] as const) {
      const bytes = encodeMatchListPayload(dayPayload(count, code));
      expect(plain(await decodeMatchListPayloadInSlices(bytes, noPause))).toEqual(plain(decodeMatchListPayload(bytes)));
    }
  });

  it("gives the main thread back between slices of the given length", async () => {
    const bytes = encodeMatchListPayload(dayPayload(300));
    // A clock that moves 1 ms per reading: a 10 ms slice ends after about ten entries.
    let clock = 0;
    const pause = vi.fn(() => Promise.resolve());
    const payload = await decodeMatchListPayloadInSlices(bytes, { pause, sliceMs: 10, now: () => clock++ });
    expect(payload?.matches).toHaveLength(300);
    const entries = 2 + 4 + 1 + 300; // competitions, teams, lotteries, matches (code 0 is not written)
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(entries / 11));
    expect(pause.mock.calls.length).toBeLessThanOrEqual(Math.ceil(entries / 10));
  });

  it("waits for a pause before going on", async () => {
    const bytes = encodeMatchListPayload(dayPayload(5));
    let release: () => void = () => {};
    const firstPause = new Promise<void>((resolve) => (release = resolve));
    // The first pause holds until released; later ones go on at once.
    const pause = vi.fn().mockReturnValueOnce(firstPause).mockResolvedValue(undefined);
    let done = false;
    const decoding = decodeMatchListPayloadInSlices(bytes, { pause, sliceMs: 0 }).then((payload) => {
      done = true;
      return payload;
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    release();
    expect((await decoding)?.matches).toHaveLength(5);
    // Every entry ended a 0 ms slice: 2 competitions, 4 teams, 1 lottery, 5 matches.
    expect(pause).toHaveBeenCalledTimes(12);
  });

  it("skips a field it does not know and reads the rest", async () => {
    const known = encodeMatchListPayload(dayPayload(2));
    // Field 9, varint 150, then field 10, a 3-byte string: neither is in the payload's schema.
    const bytes = new Uint8Array([0x48, 0x96, 0x01, 0x52, 0x03, 0x61, 0x62, 0x63, ...known]);
    const payload = await decodeMatchListPayloadInSlices(bytes, noPause);
    expect(plain(payload)).toEqual(plain(decodeMatchListPayload(known)));
  });

  it("gives null and one warning for bytes that are not a payload", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bytes = encodeMatchListPayload(dayPayload(20));
    expect(await decodeMatchListPayloadInSlices(bytes.subarray(0, bytes.length - 7), noPause)).toBeNull();
    expect(await decodeMatchListPayloadInSlices(new Uint8Array([0x22, 0xff, 0xff, 0xff, 0x0f, 0x01]), noPause)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain("could not be decoded");
  });
});
