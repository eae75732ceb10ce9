// The focus matches of each sport (lib/focus-matches) as stores of match ids. Chosen again when a
// today list regroups (its sections change: a load, a status group change after the 500 ms
// re-sort), when the top-tier competitions arrive, or when the display filters change; not on
// every score push, which only changes the cards themselves.
import { createStore, sample, type Store } from "effector";
import { $topOneCompetitionIds } from "@/entities/competition";
import { basketballLists, footballLists, type SportLists } from "@/entities/match";
import { $userSetting, displayFiltersOf } from "@/entities/user-setting";
import type { Sport } from "@/shared/config";
import { selectFocusMatches } from "../lib/focus-matches";

function createFocusIds(lists: SportLists): Store<readonly number[]> {
  const $ids = createStore<readonly number[]>([]);
  sample({
    clock: [lists.today.$sections, $topOneCompetitionIds, $userSetting],
    source: { sections: lists.today.$sections, matches: lists.today.$matches, topTier: $topOneCompetitionIds, setting: $userSetting },
    fn: ({ sections, matches, topTier, setting }) =>
      selectFocusMatches({ sections, matches, topTier: topTier[lists.sport], display: displayFiltersOf(setting, lists.sport) }),
    target: $ids,
  });
  return $ids;
}

export const focusMatchIds: Readonly<Record<Sport, Store<readonly number[]>>> = {
  football: createFocusIds(footballLists),
  basketball: createFocusIds(basketballLists),
};

export const sportLists: Readonly<Record<Sport, SportLists>> = { football: footballLists, basketball: basketballLists };
