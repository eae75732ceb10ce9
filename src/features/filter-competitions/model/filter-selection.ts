// The draft selection: toggled one by one, 全选, 反选, 重置 (back to the all tab, all selected).
import { createEvent, createStore, sample } from "effector";
import { $footballCompetitionFilter } from "@/entities/match";
import { initialSelection, inverted, tabIds, toggled, type Selection } from "../lib/selection";
import { $activeFilterTab, $filterOptions, filterPrepared, knownTabChosen } from "./filter-dialog";

export const competitionToggled = createEvent<number>();
export const allCompetitionsSelected = createEvent();
export const competitionSelectionInverted = createEvent();
export const competitionSelectionReset = createEvent();

export const $selectedCompetitionIds = createStore<Selection>(new Set())
  .on(filterPrepared, (_, { selection }) => selection)
  .on(competitionToggled, toggled);
export const $selectedCount = $selectedCompetitionIds.map((selection) => selection.size);

const tabState = { options: $filterOptions, tab: $activeFilterTab };

sample({
  clock: knownTabChosen,
  source: { options: $filterOptions, filter: $footballCompetitionFilter },
  fn: ({ options, filter }, tab) => initialSelection(options, tab, filter),
  target: $selectedCompetitionIds,
});

sample({
  clock: allCompetitionsSelected,
  source: tabState,
  fn: ({ options, tab }): Selection => new Set(tabIds(options, tab)),
  target: $selectedCompetitionIds,
});

sample({
  clock: competitionSelectionInverted,
  source: { ...tabState, selection: $selectedCompetitionIds },
  fn: ({ options, tab, selection }) => inverted(selection, tabIds(options, tab)),
  target: $selectedCompetitionIds,
});

$activeFilterTab.on(competitionSelectionReset, () => "allFootball");
sample({
  clock: competitionSelectionReset,
  source: $filterOptions,
  fn: (options): Selection => new Set(tabIds(options, "allFootball")),
  target: $selectedCompetitionIds,
});
