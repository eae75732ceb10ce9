// The competition filter dialog of one list view (docs/product-rules.md "Competition filter"):
// open or not, the tab shown, what it offers and the draft selection; 完成 confirms into the
// view's filter. The offer is built when the dialog opens, from the matches of the list then in
// view, so a score push never rebuilds it. 全选, 反选 and 重置 work on the draft; 完成 with none
// selected warns 请至少选择一个赛事 and stays open; everything on the all tab means no filter.
import { createEvent, createStore, sample, type Event, type EventCallable, type Store } from "effector";
import type { CompetitionCatalog } from "@/entities/competition";
import { isFilterTabKey, type CompetitionFilter, type FilterTab, type Match } from "@/entities/match";
import type { Sport } from "@/shared/config";
import { showToastFx, warningToast } from "@/shared/lib/notify";
import { buildFilterOptions, emptyFilterOptions, type FilterOptions } from "../lib/filter-options";
import { initialSelection, inverted, selectsAll, tabIds, toggled, type Selection } from "../lib/selection";

export const NONE_SELECTED_MESSAGE = "请至少选择一个赛事";

export interface FilterDialogOptions<C extends string> {
  /** Whose competition catalogue the dialog reads (initials, hot list). */
  sport: Sport;
  /** The filter's tabs; the first is the all tab. */
  tabs: readonly FilterTab<C>[];
  /** The view's confirmed filter, and how to change it. */
  filter: {
    $current: Store<CompetitionFilter<C> | null>;
    confirmed: EventCallable<CompetitionFilter<C>>;
    reset: EventCallable<void>;
  };
  /** The matches of the list in view. */
  $matches: Store<ReadonlyMap<number, Match>>;
}

interface Prepared<C extends string> {
  matches: ReadonlyMap<number, Match>;
  options: FilterOptions<C>;
  tab: C;
  selection: Selection;
}

export function createFilterDialog<C extends string>({ sport, tabs, filter, $matches }: FilterDialogOptions<C>) {
  const allTab = tabs[0]!.key;

  const opened = createEvent();
  const closed = createEvent();
  const catalogLoaded = createEvent<CompetitionCatalog>();
  /** Tab values come from the UI as strings; unknown ones are ignored. */
  const tabChanged = createEvent<string | null>();
  const competitionToggled = createEvent<number>();
  const allSelected = createEvent();
  const selectionInverted = createEvent();
  const selectionReset = createEvent();
  const submitted = createEvent();

  const $open = createStore(false).on(opened, () => true).reset(closed);
  const $catalog = createStore<CompetitionCatalog | null>(null).on(catalogLoaded, (_, catalog) => catalog);

  /** Opening prepares offer, tab and draft selection together from the confirmed filter. */
  const prepared = sample({
    clock: opened,
    source: { matches: $matches, catalog: $catalog, current: filter.$current },
    fn: ({ matches, catalog, current }): Prepared<C> => {
      const options = buildFilterOptions(matches.values(), catalog, tabs);
      const tab = current?.category ?? allTab;
      return { matches, options, tab, selection: initialSelection(options, tab, current) };
    },
  });
  const tabChosen: Event<C> = tabChanged.filterMap((value): C | undefined => (isFilterTabKey(tabs, value) ? value : undefined)) as Event<C>;

  // The list the offer was built from, for a late catalogue; let go of on close.
  const $offeredMatches = createStore<ReadonlyMap<number, Match>>(new Map()).on(prepared, (_, { matches }) => matches).reset(closed);
  const $options = createStore<FilterOptions<C>>(emptyFilterOptions(tabs)).on(prepared, (_, { options }) => options);
  const $tab = createStore<C>(allTab)
    .on(prepared, (_, { tab }) => tab)
    .on(tabChosen, (_, tab) => tab)
    .on(selectionReset, () => allTab);

  // Initials and the hot list may arrive after the dialog opened: regroup the list it opened on
  // (not whichever list has loaded since), so the ids and the draft selection stay the same.
  sample({
    clock: catalogLoaded,
    source: { open: $open, matches: $offeredMatches },
    filter: ({ open }) => open,
    fn: ({ matches }, catalog) => buildFilterOptions(matches.values(), catalog, tabs),
    target: $options,
  });

  // The draft selection.
  const $selection = createStore<Selection>(new Set()).on(prepared, (_, { selection }) => selection).on(competitionToggled, toggled);
  const tabOpened = sample({ clock: tabChosen, source: { options: $options, current: filter.$current }, fn: (source, tab) => ({ ...source, tab }) });
  $selection.on(tabOpened, (_, { options, current, tab }) => initialSelection(options, tab, current));
  sample({ clock: allSelected, source: { options: $options, tab: $tab }, fn: ({ options, tab }): Selection => new Set(tabIds(options, tab)), target: $selection });
  sample({
    clock: selectionInverted,
    source: { options: $options, tab: $tab, selection: $selection },
    fn: ({ options, tab, selection }) => inverted(selection, tabIds(options, tab)),
    target: $selection,
  });
  sample({ clock: selectionReset, source: $options, fn: (options): Selection => new Set(tabIds(options, allTab)), target: $selection });

  // 完成.
  const submission = sample({ clock: submitted, source: { options: $options, tab: $tab, selection: $selection } });
  sample({ clock: submission, filter: ({ selection }) => selection.size === 0, fn: () => warningToast(NONE_SELECTED_MESSAGE), target: showToastFx });
  const meansNoFilter = ({ options, tab, selection }: { options: FilterOptions<C>; tab: C; selection: Selection }) =>
    tab === allTab && selectsAll(selection, tabIds(options, tab));
  const everything = sample({ clock: submission, filter: (s) => s.selection.size > 0 && meansNoFilter(s) });
  const chosen = sample({
    clock: submission,
    filter: (s) => s.selection.size > 0 && !meansNoFilter(s),
    fn: ({ tab, selection }): CompetitionFilter<C> => ({ category: tab, ids: [...selection].sort((a, b) => a - b), timestamp: Date.now() }),
  });
  sample({ clock: everything, fn: () => undefined, target: filter.reset });
  sample({ clock: chosen, target: filter.confirmed });
  sample({ clock: [everything, chosen], fn: () => undefined, target: closed });

  return {
    sport,
    tabs,
    opened,
    closed,
    catalogLoaded,
    tabChanged,
    competitionToggled,
    allSelected,
    selectionInverted,
    selectionReset,
    submitted,
    $open,
    $catalog,
    $options,
    /** Competitions in the list: the count in the title 筛选(n). */
    $total: $options.map((options) => options.total),
    $tab,
    $selection,
    $selectedCount: $selection.map((selection) => selection.size),
    $current: filter.$current,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- its event payloads are contravariant in C
export type FilterDialog<C extends string = any> = ReturnType<typeof createFilterDialog<C>>;
