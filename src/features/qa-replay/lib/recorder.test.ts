import { describe, expect, it, vi } from "vitest";
import { type SocketMessageInit } from "#wire";
import { encodeSocketMessage } from "#wire/codec";
import { testMatch } from "#test-kit/fixtures";
import { createRecorder, type ListsState } from "./recorder";

const encode = (message: SocketMessageInit) => new Uint8Array(encodeSocketMessage(message));
const living = (matchId: number) => encode({ type: 200, matchId, roomId: 1, anchorInfo: { avatar: "", roomId: 1, customId: 1 } });
const score = (matchId: number, type = 12) =>
  encode({ type, matchId, scoreObj: { matchId, statusId: 2, homeScore: [1], awayScore: [0], goingTime: 3, note: "" } });
const lists = (...ids: number[]): ListsState => ({ football: new Map(ids.map((id) => [id, testMatch({ matchId: id })])), basketball: new Map() });
const describeLine = (line: { kind: string; at: number } & Partial<{ code: number; matchId: number }>) =>
  line.kind === "frame" ? `${line.code}:${line.matchId}@${line.at}` : `${line.kind}@${line.at}`;

function recorder(capacity = 100) {
  const wanted = vi.fn();
  const rec = createRecorder({ capacity, onCheckpointWanted: wanted });
  return { rec, wanted };
}

describe("recorder", () => {
  it("keeps at most its capacity, checkpoints every half, and exports from the oldest checkpoint still whole", () => {
    const { rec, wanted } = recorder(100);
    rec.checkpoint(lists(1), 1000);
    for (let i = 0; i < 1000; i++) {
      rec.frame(living(i), 1000 + i);
      if (wanted.mock.calls.length > 0) {
        wanted.mockClear();
        rec.checkpoint(lists(1, i), 1000 + i);
      }
    }
    expect(rec.size).toBe(100);
    expect(rec.received).toBe(1000);
    const out = rec.exported()!;
    expect(out.lines.length).toBeGreaterThanOrEqual(50);
    expect(out.lines.length).toBeLessThanOrEqual(100);
    // The snapshot is the one taken just before the first exported line, and times count from it.
    const firstId = out.lines[0]!.kind === "frame" ? out.lines[0]!.matchId : -1;
    expect(out.snapshot.football.map((m) => m.matchId)).toEqual([1, firstId - 1]);
    expect(out.startedAt).toBe(1000 + firstId - 1);
    expect(out.lines.map((l) => l.at)).toEqual(out.lines.map((_, i) => i + 1));
    expect(out.lines.at(-1)).toMatchObject({ matchId: 999 });
  });

  it("puts a push where the lists applied it: at its sport's flush, after a checkpoint or refresh made meanwhile", () => {
    const { rec } = recorder();
    rec.checkpoint(lists(1, 2), 100);
    rec.frame(score(1), 105);
    rec.frame(living(2), 106);
    rec.frame(score(7, 102), 107);
    rec.refreshed(testMatch({ matchId: 1, goingTime: 2 }), 110);
    rec.checkpoint(lists(1, 2), 112, { reset: true }); // the list loaded again: the push is yet to apply
    rec.flushed("football");
    rec.followed({ sport: "football", matchId: 2, hasFollow: 1 }, 130);
    const out = rec.exported()!;
    expect(out.startedAt).toBe(112);
    expect(out.lines.map(describeLine)).toEqual(["12:1@0", "followed@18"]);
    // The basketball push waits for basketball's flush; the inspector sees it already.
    expect([...rec.newestFirst()].map(describeLine)).toEqual(["followed@130", "12:1@110", "refreshed@110", "102:7@107", "200:2@106"]);
    rec.flushed("basketball");
    expect(rec.exported()!.lines.map(describeLine)).toEqual(["12:1@0", "followed@18", "102:7@18"]);
  });

  it("leaves out frames the client's decoder drops, and copies the bytes it is handed", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { rec } = recorder();
    rec.checkpoint(lists(), 0);
    const buffer = living(3);
    rec.frame(buffer, 1);
    buffer.fill(0);
    rec.frame(new Uint8Array([0xff, 0xff]), 2);
    rec.frame(encode({ type: 999, matchId: 1 }), 3);
    rec.frame(encode({ type: 12, matchId: 1 }), 4); // a score without its score object
    rec.flushed("football");
    const out = rec.exported()!;
    expect(out.skipped).toBe(3);
    expect(out.lines).toHaveLength(1);
    expect(out.lines[0]).toMatchObject({ code: 200, matchId: 3, bytes: living(3) });
  });

  it("has nothing to export before its first checkpoint", () => {
    const { rec, wanted } = recorder();
    rec.frame(living(1), 1);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(rec.exported()).toBeNull();
  });
});
