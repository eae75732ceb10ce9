// @vitest-environment jsdom
// useMatchHighlight: a row's push effects, re-rendering only the row of the match concerned.
import { act } from "@testing-library/react";
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { testMatch } from "#test-kit/fixtures";
import { renderUi } from "#test-kit/render";
import { basketballLists, basketballPushEffects } from "./basketball";
import { footballLists, footballPushEffects } from "./football";
import { NO_HIGHLIGHT, useMatchHighlight, type MatchHighlight } from "./match-highlight";
import type { PushEffects } from "./create-push-effects";
import { $basketballScoreHighlightMs, $goalHighlightMs, $redCardHighlightMs, $varReviewMs } from "./push-durations";
import { TODAY_LIST_KEY } from "./use-match-lists";

function Probe({ matchId, seen, effects = footballPushEffects }: { matchId: number; seen: MatchHighlight[]; effects?: PushEffects }) {
  seen.push(useMatchHighlight(effects, matchId));
  return null;
}

describe("useMatchHighlight", () => {
  it("shows the scoring side and flash of its own match only, then NO_HIGHLIGHT again", async () => {
    const scope = fork({ values: [[$goalHighlightMs, 250]] });
    await allSettled(footballLists.today.loaded, {
      scope,
      params: {
        key: TODAY_LIST_KEY,
        matches: [testMatch({ matchId: 1, statusId: 2, topupType: "going" }), testMatch({ matchId: 2, statusId: 2, topupType: "going" })],
      },
    });
    const own: MatchHighlight[] = [];
    const other: MatchHighlight[] = [];
    renderUi(
      <>
        <Probe matchId={1} seen={own} />
        <Probe matchId={2} seen={other} />
      </>,
      { scope },
    );
    expect(own.at(-1)).toBe(NO_HIGHLIGHT);
    const otherRenders = other.length;
    expect(otherRenders).toBe(1);

    await act(() =>
      allSettled(footballLists.scoreUpdated, {
        scope,
        params: { matchId: 1, statusId: 2, homeScore: [1, 0, 0, 0, 0], awayScore: [0, 0, 0, 0, 0], goingTime: 12, note: "" },
      }),
    );
    expect(own.at(-1)).toEqual({ scoringSide: "home", scoreFlash: true, redCardSide: null, varReview: false });
    expect(other.length).toBe(otherRenders);
    expect(other.at(-1)).toBe(NO_HIGHLIGHT);

    await vi.waitFor(() => expect(own.at(-1)).toBe(NO_HIGHLIGHT));
    expect(other.length).toBe(otherRenders);
  });

  it("shows a red card's side and a VAR review of its match", async () => {
    const scope = fork({ values: [[$redCardHighlightMs, 250], [$varReviewMs, 250]] });
    await allSettled(footballLists.today.loaded, {
      scope,
      params: { key: TODAY_LIST_KEY, matches: [testMatch({ matchId: 1, statusId: 2, topupType: "going" })] },
    });
    const own: MatchHighlight[] = [];
    renderUi(<Probe matchId={1} seen={own} />, { scope });

    await act(() =>
      allSettled(footballLists.scoreUpdated, {
        scope,
        params: { matchId: 1, statusId: 2, homeScore: [0, 0, 0, 0, 0], awayScore: [0, 0, 1, 0, 0], goingTime: 12, note: "" },
      }),
    );
    expect(own.at(-1)).toEqual({ scoringSide: null, scoreFlash: false, redCardSide: "away", varReview: false });
    await vi.waitFor(() => expect(own.at(-1)).toBe(NO_HIGHLIGHT));
  });
});

describe("useMatchHighlight with basketball's push effects", () => {
  it("shows the side whose summed score rose on its own row only, then NO_HIGHLIGHT again", async () => {
    const scope = fork({ values: [[$basketballScoreHighlightMs, 250]] });
    const game = (matchId: number) =>
      testMatch({ matchId, sport: "basketball", statusId: 6, topupType: "going", homeScores: [20, 20, 0, 0, 0], awayScores: [20, 20, 0, 0, 0] });
    await allSettled(basketballLists.today.loaded, { scope, params: { key: TODAY_LIST_KEY, matches: [game(1), game(2)] } });
    const own: MatchHighlight[] = [];
    const other: MatchHighlight[] = [];
    renderUi(
      <>
        <Probe matchId={1} seen={own} effects={basketballPushEffects} />
        <Probe matchId={2} seen={other} effects={basketballPushEffects} />
      </>,
      { scope },
    );
    const otherRenders = other.length;

    await act(() =>
      allSettled(basketballLists.scoreUpdated, {
        scope,
        params: { matchId: 1, statusId: 6, homeScore: [20, 20, 0, 0, 0], awayScore: [20, 20, 3, 0, 0], goingTime: 8, note: "" },
      }),
    );
    expect(own.at(-1)).toEqual({ scoringSide: "away", scoreFlash: true, redCardSide: null, varReview: false });
    expect(other.length).toBe(otherRenders);

    await vi.waitFor(() => expect(own.at(-1)).toBe(NO_HIGHLIGHT));
    expect(other.length).toBe(otherRenders);
  });
});
