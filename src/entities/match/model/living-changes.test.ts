// Living pushes (200, 210, 220, 225, 226) on a sport's lists: today's list and the browsed one
// both apply them. The right matches change, every other match object stays the same (===), so
// only those rows re-render.
import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { SOCKET_CODE, type SocketMessageInit } from "#wire";
import { pushFrame } from "#test-kit/fake-socket";
import { testMatch } from "#test-kit/fixtures";
import type { MatchList } from "./create-match-list";
import { footballLists } from "./football";
import { FOLLOW_LIST_KEY, TODAY_LIST_KEY } from "./use-match-lists";

const ann = { avatar: "/a/7.svg", roomId: 700, customId: 7 };
const bob = { avatar: "/a/8.svg", roomId: 800, customId: 8 };

const listed = () => [
  testMatch({ matchId: 1, statusId: 2, living: [bob], roomIds: [800] }),
  testMatch({ matchId: 2, statusId: 2 }),
  testMatch({ matchId: 3, statusId: 1, preview: [ann] }),
  testMatch({ matchId: 4, statusId: 1 }),
];

const lists: [string, MatchList, string][] = [
  ["today's list", footballLists.today, TODAY_LIST_KEY],
  ["the browsed list", footballLists.browse, FOLLOW_LIST_KEY],
];

const frame = (scope: Scope, message: SocketMessageInit) => pushFrame(scope, { sportType: 1, ...message });

function expectUntouched(before: ReadonlyMap<number, unknown>, after: ReadonlyMap<number, unknown>, ids: number[]) {
  for (const id of ids) expect(after.get(id), `match ${id}`).toBe(before.get(id));
}

describe.each(lists)("living changes on %s", (_name, list, key) => {
  async function listScope() {
    const scope = fork();
    await allSettled(list.loaded, { scope, params: { key, matches: listed() } });
    return scope;
  }

  /** Applies the frame; returns the matches before and after. */
  async function apply(scope: Scope, message: SocketMessageInit) {
    const before = scope.getState(list.$matches);
    await frame(scope, message);
    return { before, after: scope.getState(list.$matches) };
  }

  it("200 adds the anchor to the match's living and its room to roomIds", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, { type: SOCKET_CODE.LIVING_START, matchId: 2, roomId: 700, hxRoomId: "hx", anchorInfo: ann });
    expect(after.get(2)).toMatchObject({ living: [ann], roomIds: [700] });
    expectUntouched(before, after, [1, 3, 4]);

    // The same start again changes nothing.
    const again = await apply(scope, { type: SOCKET_CODE.LIVING_START, matchId: 2, roomId: 700, anchorInfo: ann });
    expect(again.after).toBe(again.before);
  });

  it("210 removes the anchor and its room", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, { type: SOCKET_CODE.LIVING_CLOSE, matchId: 1, roomId: 800, anchorInfo: bob });
    expect(after.get(1)).toMatchObject({ living: [], roomIds: [] });
    expectUntouched(before, after, [2, 3, 4]);
  });

  it("220 moves the anchor from prevMatchId to matchId", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, {
      type: SOCKET_CODE.LIVING_CHANGE_MATCH,
      matchId: 2,
      prevMatchId: 1,
      roomId: 800,
      anchorInfo: bob,
    });
    expect(after.get(1)).toMatchObject({ living: [], roomIds: [] });
    expect(after.get(2)).toMatchObject({ living: [bob], roomIds: [800] });
    expectUntouched(before, after, [3, 4]);
  });

  it("225 adds a preview and takes it off the previous match", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, { type: SOCKET_CODE.PREVIEW_ADD, matchId: 4, prevMatchId: 3, anchorInfo: ann });
    expect(after.get(3)?.preview).toEqual([]);
    expect(after.get(4)?.preview).toEqual([ann]);
    expectUntouched(before, after, [1, 2]);
  });

  it("225 without a previous match only adds", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, { type: SOCKET_CODE.PREVIEW_ADD, matchId: 4, anchorInfo: bob });
    expect(after.get(4)?.preview).toEqual([bob]);
    expectUntouched(before, after, [1, 2, 3]);
  });

  it("226 removes the preview", async () => {
    const scope = await listScope();
    const { before, after } = await apply(scope, { type: SOCKET_CODE.PREVIEW_REMOVE, matchId: 3, anchorInfo: ann });
    expect(after.get(3)?.preview).toEqual([]);
    expectUntouched(before, after, [1, 2, 4]);
  });

  it("ignores matches not in the list and basketball pushes", async () => {
    const scope = await listScope();
    const unknown = await apply(scope, { type: SOCKET_CODE.LIVING_START, matchId: 99, roomId: 700, anchorInfo: ann });
    expect(unknown.after).toBe(unknown.before);
    const basketball = await apply(scope, { type: SOCKET_CODE.LIVING_START, matchId: 2, roomId: 700, anchorInfo: ann, sportType: 2 });
    expect(basketball.after).toBe(basketball.before);
  });
});

describe("living changes on both lists at once", () => {
  it("one frame changes the match in today's list and in the browsed list", async () => {
    const scope = fork();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: listed() } });
    await allSettled(footballLists.browse.loaded, { scope, params: { key: FOLLOW_LIST_KEY, matches: listed().slice(1, 3) } });
    const today = scope.getState(footballLists.today.$matches);
    const browse = scope.getState(footballLists.browse.$matches);

    await frame(scope, { type: SOCKET_CODE.LIVING_START, matchId: 2, roomId: 700, anchorInfo: ann });
    expect(scope.getState(footballLists.today.$matches).get(2)).toMatchObject({ living: [ann], roomIds: [700] });
    expect(scope.getState(footballLists.browse.$matches).get(2)).toMatchObject({ living: [ann], roomIds: [700] });
    expectUntouched(today, scope.getState(footballLists.today.$matches), [1, 3, 4]);
    expectUntouched(browse, scope.getState(footballLists.browse.$matches), [3]);

    // A frame for a match only today's list holds leaves the browsed map as it was.
    const browseBefore = scope.getState(footballLists.browse.$matches);
    await frame(scope, { type: SOCKET_CODE.PREVIEW_ADD, matchId: 4, anchorInfo: bob });
    expect(scope.getState(footballLists.today.$matches).get(4)?.preview).toEqual([bob]);
    expect(scope.getState(footballLists.browse.$matches)).toBe(browseBefore);
  });

  it("a frame without a sportType is football's", async () => {
    const scope = fork();
    await allSettled(footballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: listed() } });
    await pushFrame(scope, { type: SOCKET_CODE.LIVING_START, matchId: 4, roomId: 700, anchorInfo: ann });
    expect(scope.getState(footballLists.today.$matches).get(4)).toMatchObject({ living: [ann], roomIds: [700] });
  });
});
