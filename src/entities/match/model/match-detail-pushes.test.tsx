// @vitest-environment jsdom
// A match shown on its own follows its detail subscription's pushes (useMatchDetailPushes), and a
// snapshot reads them (useLiveSnapshot) before the today list, which the page need not load.
import { act, cleanup, render } from "@testing-library/react";
import { allSettled, fork, type Scope } from "effector";
import { Provider } from "effector-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SocketMessageInit } from "#wire";
import { decodeSocketMessage, encodeSocketMessage } from "#wire/codec";
import { testMatch } from "#test-kit/fixtures";
import { appSocket, frameReceived } from "@/shared/api";
import type { MatchSnapshot } from "../lib/match-snapshot";
import { footballLists } from "./football";
import { $detailPushes, useMatchDetailPushes } from "./match-detail-pushes";
import { useLiveSnapshot } from "./use-live-snapshot";
import { TODAY_LIST_KEY } from "./use-match-lists";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const snapshot = (fields: Partial<MatchSnapshot> = {}): MatchSnapshot => ({
  matchId: 501,
  sportType: 1,
  statusId: 2,
  goingTime: 10,
  matchTime: 0,
  homeScores: [0, 0],
  awayScores: [0, 0],
  ncaa: 0,
  ...fields,
});

function Header({ match, holds = true }: { match: MatchSnapshot; holds?: boolean }) {
  useMatchDetailPushes(holds ? match.matchId : null, match.sportType === 2 ? "basketball" : "football");
  const live = useLiveSnapshot(match)!;
  return <output data-testid={`header-${match.sportType}`}>{`${live.statusId} ${live.goingTime}' ${live.homeScores.join(",")} - ${live.awayScores.join(",")}`}</output>;
}

const push = (scope: Scope, init: SocketMessageInit) => act(() => allSettled(frameReceived, { scope, params: decodeSocketMessage(encodeSocketMessage(init))! }));
const scoreFrame = (type: number, matchId: number, homeScore: number[], awayScore: number[], goingTime = 30) => ({
  type,
  matchId,
  scoreObj: { matchId, statusId: 4, homeScore, awayScore, goingTime, note: "" },
});

function holdSpy() {
  const releases: ReturnType<typeof vi.fn>[] = [];
  const hold = vi.spyOn(appSocket, "hold").mockImplementation(() => {
    const release = vi.fn();
    releases.push(release);
    return release;
  });
  return { hold, releases };
}

describe("a match's detail pushes", () => {
  it("holds the detail subscription and shows what it pushes, without the today list; leaving cancels and forgets it", async () => {
    const { hold, releases } = holdSpy();
    const scope = fork();
    const view = render(
      <Provider value={scope}>
        <Header match={snapshot()} />
      </Provider>,
    );
    expect(hold).toHaveBeenCalledWith({ subscribe: 20, cancel: 21, matchId: 501 });
    expect(view.getByTestId("header-1").textContent).toBe("2 10' 0,0 - 0,0");

    await push(scope, scoreFrame(13, 501, [1, 0], [0, 0]));
    expect(view.getByTestId("header-1").textContent).toBe("4 30' 1,0 - 0,0");
    // Another match, and a basketball match with the same id, leave it.
    await push(scope, scoreFrame(12, 502, [5, 0], [5, 0]));
    await push(scope, { ...scoreFrame(102, 501, [80], [70]), sportType: 2 });
    expect(view.getByTestId("header-1").textContent).toBe("4 30' 1,0 - 0,0");
    expect(scope.getState(footballLists.today.$matches).size).toBe(0);

    view.unmount();
    expect(releases[0]).toHaveBeenCalledOnce();
    expect(scope.getState($detailPushes)).toEqual({});
    // Once nothing watches it, its pushes are not kept.
    await push(scope, scoreFrame(13, 501, [2, 0], [0, 0]));
    expect(scope.getState($detailPushes)).toEqual({});
  });

  it("keeps a match's pushes while a second header still shows it", async () => {
    holdSpy();
    const scope = fork();
    const first = render(
      <Provider value={scope}>
        <Header match={snapshot()} />
      </Provider>,
    );
    const second = render(
      <Provider value={scope}>
        <Header match={snapshot()} />
      </Provider>,
    );
    await push(scope, scoreFrame(12, 501, [1, 0], [1, 0]));
    first.unmount();
    await push(scope, scoreFrame(12, 501, [2, 0], [1, 0]));
    expect(second.getByTestId("header-1").textContent).toBe("4 30' 2,0 - 1,0");
  });

  it("follows basketball's score and overtime pushes (102, 150)", async () => {
    const { hold } = holdSpy();
    const scope = fork();
    const view = render(
      <Provider value={scope}>
        <Header match={snapshot({ matchId: 8001, sportType: 2, homeScores: [20, 22, 25, 21], awayScores: [22, 20, 24, 22] })} />
      </Provider>,
    );
    expect(hold).toHaveBeenCalledWith({ subscribe: 120, cancel: 121, matchId: 8001 });
    await push(scope, { type: 150, matchId: 8001, overTimeScore: [7, 5] });
    expect(view.getByTestId("header-2").textContent).toBe("2 10' 20,22,25,21,7 - 22,20,24,22,5");
    await push(scope, scoreFrame(102, 8001, [20, 22, 25, 21, 9], [22, 20, 24, 22, 5], 60));
    expect(view.getByTestId("header-2").textContent).toBe("4 60' 20,22,25,21,9 - 22,20,24,22,5");
  });

  it("without a detail hold, a snapshot follows the today list when the list holds the match", async () => {
    const hold = vi.spyOn(appSocket, "hold");
    const scope = fork();
    await allSettled(footballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 501, statusId: 4, goingTime: 50, homeScores: [3, 1], awayScores: [2, 1], topupType: "going" })] },
    });
    const view = render(
      <Provider value={scope}>
        <Header match={snapshot()} holds={false} />
      </Provider>,
    );
    expect(hold).not.toHaveBeenCalled();
    expect(view.getByTestId("header-1").textContent).toBe("4 50' 3,1 - 2,1");
  });
});
