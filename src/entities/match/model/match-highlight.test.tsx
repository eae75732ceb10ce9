// @vitest-environment jsdom
// useMatchHighlight: a row's push effects, re-rendering only the row of the match concerned.
import { act, renderHook } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { Provider } from "effector-react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { testMatch } from "../../../../tests/fixtures/test-match";
import { footballListLoaded, footballScoreUpdated } from "./football-list";
import { NO_HIGHLIGHT, useMatchHighlight } from "./match-highlight";
import { $goalHighlightMs } from "./push-durations";

describe("useMatchHighlight", () => {
  it("shows the scoring side and flash of its own match only, then NO_HIGHLIGHT again", async () => {
    const scope = fork({ values: [[$goalHighlightMs, 250]] });
    await allSettled(footballListLoaded, { scope, params: [testMatch({ matchId: 1, statusId: 2, topupType: "going" }), testMatch({ matchId: 2, statusId: 2, topupType: "going" })] });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;
    let otherRenders = 0;
    const own = renderHook(() => useMatchHighlight(1), { wrapper });
    renderHook(() => (otherRenders++, useMatchHighlight(2)), { wrapper });
    expect(own.result.current).toBe(NO_HIGHLIGHT);

    await act(() =>
      allSettled(footballScoreUpdated, {
        scope,
        params: { matchId: 1, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 12, note: "" },
      }),
    );
    expect(own.result.current).toEqual({ scoringSide: "home", scoreFlash: true, redCardSide: null, varReview: false });
    expect(otherRenders).toBe(1);

    await vi.waitFor(() => expect(own.result.current).toBe(NO_HIGHLIGHT));
  });
});
