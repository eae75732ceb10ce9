// 完成 (spec 1 §5): none selected warns 请至少选择一个赛事 and keeps the dialog open; everything
// on the all tab is no filter; anything else is confirmed as the tab's ids. Either way it closes.
import { createEvent, sample } from "effector";
import {
  footballCompetitionFilterConfirmed,
  footballCompetitionFilterReset,
  type CompetitionFilter,
  type FootballFilterCategory,
} from "@/entities/match";
import { showToastFx, warningToast } from "@/shared/lib/notify";
import type { FilterOptions } from "../lib/filter-options";
import { selectsAll, tabIds, type Selection } from "../lib/selection";
import { $activeFilterTab, $filterOptions, competitionFilterClosed } from "./filter-dialog";
import { $selectedCompetitionIds } from "./filter-selection";

export const NONE_SELECTED_MESSAGE = "请至少选择一个赛事";

export const competitionFilterSubmitted = createEvent();

const submitted = sample({
  clock: competitionFilterSubmitted,
  source: { options: $filterOptions, tab: $activeFilterTab, selection: $selectedCompetitionIds },
});

sample({
  clock: submitted,
  filter: ({ selection }) => selection.size === 0,
  fn: () => warningToast(NONE_SELECTED_MESSAGE),
  target: showToastFx,
});

type Submission = { options: FilterOptions; tab: FootballFilterCategory; selection: Selection };
const meansNoFilter = ({ options, tab, selection }: Submission) => tab === "allFootball" && selectsAll(selection, tabIds(options, tab));

const everything = sample({ clock: submitted, filter: (s) => s.selection.size > 0 && meansNoFilter(s) });

const chosen = sample({
  clock: submitted,
  filter: (s) => s.selection.size > 0 && !meansNoFilter(s),
  fn: ({ tab, selection }): CompetitionFilter => ({ category: tab, ids: [...selection].sort((a, b) => a - b), timestamp: Date.now() }),
});

sample({ clock: everything, fn: () => undefined, target: footballCompetitionFilterReset });
sample({ clock: chosen, target: footballCompetitionFilterConfirmed });
sample({ clock: [everything, chosen], fn: () => undefined, target: competitionFilterClosed });
