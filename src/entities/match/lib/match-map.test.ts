import { describe, expect, it } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { editMatches, matchMapOf, withMatches } from "./match-map";

const day = Array.from({ length: 3000 }, (_, i) => testMatch({ matchId: 110_000_000 + i * 7, statusId: 2 }));

describe("match maps", () => {
  it("reads like a Map of the list: size, get, has, and every match once", () => {
    const map = matchMapOf(day);
    expect(map.size).toBe(3000);
    expect(map.get(day[1234]!.matchId)).toBe(day[1234]);
    expect(map.has(42)).toBe(false);
    expect(map.get(42)).toBeUndefined();
    expect(new Set(map.values())).toEqual(new Set(day));
    expect(new Map(map)).toEqual(new Map(day.map((m) => [m.matchId, m])));
    expect([...map.keys()].sort()).toEqual(day.map((m) => m.matchId).sort());
    const seen: number[] = [];
    map.forEach((match, id, self) => {
      expect(match.matchId).toBe(id);
      expect(self).toBe(map);
      seen.push(id);
    });
    expect(seen).toHaveLength(3000);
  });

  it("gives a new map with the changes and leaves the old one as it was", () => {
    const before = matchMapOf(day);
    const scored = { ...day[10]!, homeScores: [1, 0, 0, 0, 0] };
    const added = testMatch({ matchId: 5 });
    const after = withMatches(before, [scored, added]);
    expect(after).not.toBe(before);
    expect(after.get(scored.matchId)).toBe(scored);
    expect(after.get(5)).toBe(added);
    expect(after.size).toBe(3001);
    expect(before.get(scored.matchId)).toBe(day[10]);
    expect(before.has(5)).toBe(false);
    expect(before.size).toBe(3000);
    // Untouched matches are the same objects in both.
    expect(after.get(day[11]!.matchId)).toBe(day[11]);
  });

  it("is the same map when nothing changed, and takes a plain Map too", () => {
    const map = matchMapOf(day);
    expect(withMatches(map, [])).toBe(map);
    const plain = new Map(day.slice(0, 3).map((m) => [m.matchId, m]));
    const changed = { ...day[0]!, note: "腰斩" };
    const next = withMatches(plain, [changed]);
    expect(next.get(changed.matchId)).toBe(changed);
    expect(next.size).toBe(3);
    expect(plain.get(changed.matchId)).toBe(day[0]);
  });

  it("edits: the same map when no edit changes anything (or the match is not listed)", () => {
    const map = matchMapOf(day);
    expect(editMatches(map, [])).toBe(map);
    expect(editMatches(map, [[day[3]!.matchId, (match) => match]])).toBe(map);
    expect(editMatches(map, [[42, (match) => ({ ...match, note: "x" })]])).toBe(map);
    expect(editMatches(map, [[day[3]!.matchId, (match) => (match.hasFollow === 2 ? match : { ...match, hasFollow: 2 })]])).toBe(map);
  });

  it("edits: only the edited matches are replaced, edits of one match apply in order", () => {
    const before = matchMapOf(day);
    const first = day[20]!;
    const second = day[21]!;
    const after = editMatches(before, [
      [first.matchId, (match) => ({ ...match, hasFollow: 1 })],
      [second.matchId, (match) => match],
      [first.matchId, (match) => ({ ...match, note: `${match.hasFollow}` })],
      [42, (match) => ({ ...match, note: "never" })],
    ]);
    expect(after).not.toBe(before);
    expect(after.size).toBe(3000);
    expect(after.get(first.matchId)).toEqual({ ...first, hasFollow: 1, note: "1" });
    expect(after.has(42)).toBe(false);
    // The old map and the untouched matches are as they were.
    expect(before.get(first.matchId)).toBe(first);
    expect(first.hasFollow).toBe(2);
    expect(after.get(second.matchId)).toBe(second);
    for (const match of day) if (match !== first) expect(after.get(match.matchId)).toBe(match);
  });
});
