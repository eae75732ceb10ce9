// A board's view of its sport's lists: the tab, each filter scope's match type and day, the
// confirmed competition filter, and the rows they make. Each board instance owns one (a page
// creates it), with the session-storage keys of docs/product-rules.md "Filter state"; `opened`
// restores them, a user's choice writes them. The followed tab needs a login: a guest's click asks
// for one and stays where it was; after a logout the list falls back to 全部.
import { combine, createEffect, createEvent, createStore, sample, type Store } from "effector";
import { debounce } from "patronum";
import {
  dayListKey,
  emptySections,
  FOLLOW_LIST_KEY,
  RESORT_DEBOUNCE_MS,
  TODAY_LIST_KEY,
  type CompetitionFilter,
  type FilterTab,
  type Match,
  type MatchSections,
  type MatchTypeRules,
  type SportLists,
} from "@/entities/match";
import { $isLoggedIn, loginRequested } from "@/entities/session";
import { $userSetting, displayFiltersOf } from "@/entities/user-setting";
import { FILTER_SCOPES, scopeOfTab, type FilterScope, type ListTab, type ListViewKeys } from "../config/list-tabs";
import { acceptFilter, competitionFilterPredicate, readStoredFilter, writeStoredFilter } from "../lib/competition-filter";
import { buildTableView, EMPTY_VIEW, type TableView } from "../lib/table-rows";
import { readListTab, readScopeChoices, writeListTab, writeScopeChoice, type ScopeChoice, type ScopeChoices } from "../lib/view-storage";

export interface ListViewOptions<T extends string, C extends string> {
  lists: SportLists;
  keys: ListViewKeys;
  matchTypes: MatchTypeRules<T>;
  filterTabs: readonly FilterTab<C>[];
  /** Pinned matches lead their section. */
  $pinned: Store<ReadonlySet<number>>;
  /** Top-tier competitions (the 一级 type). */
  $topOneIds: Store<ReadonlySet<number>>;
  /**
   * Each opening starts with every filter cleared (basketball: docs/product-rules.md "Filter
   * state"): every scope's match type back to 全部 and no competition filter, written back to
   * storage. The tab and the picked days are kept.
   */
  resetsFiltersOnOpen?: boolean;
}

const withTypesReset = <T extends string>(choices: ScopeChoices<T>, all: T): ScopeChoices<T> => ({
  home: { ...choices.home, matchType: all },
  course: { ...choices.course, matchType: all },
  history: { ...choices.history, matchType: all },
});

const NOTHING_LOADED: ReadonlyMap<number, Match> = new Map();
const NO_SECTIONS: MatchSections = emptySections();

/** What the list in view holds: today's list, or the browsed one once it holds the key, else nothing. */
const inView = <V>(key: string, browseKey: string | null, today: V, browse: V, nothing: V): V =>
  key === TODAY_LIST_KEY ? today : browseKey === key ? browse : nothing;

export function createListView<T extends string, C extends string>(options: ListViewOptions<T, C>) {
  const { lists, keys, matchTypes, filterTabs } = options;
  const sport = lists.sport;

  /** The board is on screen: its remembered choices are read back. */
  const opened = createEvent();
  const tabSelected = createEvent<ListTab>();
  const matchTypeSelected = createEvent<T>();
  /** A day picked in the 赛程 or 赛果 date bar; it resets that list's match type to 全部. */
  const dateSelected = createEvent<string>();
  const filterConfirmed = createEvent<CompetitionFilter<C>>();
  const filterReset = createEvent();

  const readViewFx = createEffect(() => ({
    tab: readListTab(keys.tab),
    choices: readScopeChoices({ keys: keys.scopes, allType: matchTypes.all, isMatchType: matchTypes.isMatchType }),
    filter: options.resetsFiltersOnOpen ? null : readStoredFilter(keys.competitionFilter, filterTabs),
  }));
  sample({ clock: opened, target: readViewFx });
  const viewRead = readViewFx.doneData.map((view) =>
    options.resetsFiltersOnOpen ? { ...view, choices: withTypesReset(view.choices, matchTypes.all) } : view,
  );
  const resetStoredFiltersFx = createEffect((choices: ScopeChoices<T>) => {
    for (const scope of FILTER_SCOPES) writeScopeChoice(keys.scopes[scope], scope, choices[scope]);
    writeStoredFilter(keys.competitionFilter, null);
  });
  if (options.resetsFiltersOnOpen) sample({ clock: viewRead, fn: ({ choices }) => choices, target: resetStoredFiltersFx });

  // Tab.
  const $selectedTab = createStore<ListTab>("today").on(viewRead, (_, { tab }) => tab);
  const tabAccepted = sample({ clock: tabSelected, source: $isLoggedIn, filter: (loggedIn, tab) => tab !== "concern" || loggedIn, fn: (_, tab) => tab });
  $selectedTab.on(tabAccepted, (_, tab) => tab);
  sample({ clock: tabSelected, source: $isLoggedIn, filter: (loggedIn, tab) => tab === "concern" && !loggedIn, target: loginRequested });
  const persistTabFx = createEffect((tab: ListTab) => writeListTab(keys.tab, tab));
  sample({ clock: tabAccepted, target: persistTabFx });

  /** The tab shown: a remembered 关注 reads as 全部 for a guest. */
  const $tab = combine($selectedTab, $isLoggedIn, (tab, loggedIn): ListTab => (tab === "concern" && !loggedIn ? "today" : tab));
  const $scope = $tab.map(scopeOfTab);

  // Match type and day, per scope.
  const initialChoice = (date: string | null): ScopeChoice<T> => ({ matchType: matchTypes.all, date });
  const $choices = createStore<ScopeChoices<T>>({ home: initialChoice(null), course: initialChoice(null), history: initialChoice(null) }).on(
    viewRead,
    (_, { choices }) => choices,
  );
  const withChoice = (choices: ScopeChoices<T>, scope: FilterScope | null, patch: Partial<ScopeChoice<T>>): ScopeChoices<T> =>
    scope ? { ...choices, [scope]: { ...choices[scope], ...patch } } : choices;
  const choiceMade = sample({
    clock: [
      sample({ clock: matchTypeSelected, source: $scope, fn: (scope, matchType) => ({ scope, patch: { matchType } }) }),
      sample({
        clock: dateSelected,
        source: $scope,
        filter: (scope) => scope === "course" || scope === "history",
        fn: (scope, date) => ({ scope, patch: { date, matchType: matchTypes.all } }),
      }),
    ],
    source: $choices,
    fn: (choices, { scope, patch }) => ({ scope, choices: withChoice(choices, scope, patch) }),
  });
  $choices.on(choiceMade, (_, { choices }) => choices);
  const persistChoiceFx = createEffect(({ scope, choices }: { scope: FilterScope | null; choices: ScopeChoices<T> }) => {
    if (scope) writeScopeChoice(keys.scopes[scope], scope, choices[scope]);
  });
  sample({ clock: choiceMade, target: persistChoiceFx });

  const $matchType = combine($choices, $scope, (choices, scope): T => (scope ? choices[scope].matchType : matchTypes.all));
  const $date = combine($choices, $scope, (choices, scope) => (scope ? choices[scope].date : null));

  // Competition filter: only a known tab's ids are kept; the choice survives a reload.
  const $competitionFilter = createStore<CompetitionFilter<C> | null>(null)
    .on(viewRead, (_, { filter }) => filter)
    .on(filterConfirmed, (current, filter) => acceptFilter(filter, filterTabs) ?? current)
    .on(filterReset, () => null);
  const persistFilterFx = createEffect((filter: CompetitionFilter<C> | null) => writeStoredFilter(keys.competitionFilter, filter));
  sample({ clock: [filterConfirmed, filterReset], source: $competitionFilter, target: persistFilterFx });

  // The list in view, decided here only: today's (全部, 进行中), or the browsed one once it holds
  // this view's key; nothing while a browsed list is still loading.
  const $listKey = combine($tab, $date, (tab, date): string =>
    tab === "today" || tab === "going" ? TODAY_LIST_KEY : tab === "concern" ? FOLLOW_LIST_KEY : dayListKey(tab, date ?? ""),
  );
  /** The matches the user is looking at; empty while a browsed list is still loading. */
  const $matchesInView = combine(
    $listKey,
    lists.today.$matches,
    lists.browse.$matches,
    lists.browse.$key,
    (key, today, browse, browseKey) => inView(key, browseKey, today, browse, NOTHING_LOADED),
  );
  /**
   * The sections of the list in view: the list not in view regrouping leaves it (and the rows)
   * alone. A store fed by sample, not a combine: the rows' sample is clocked by it and reads it,
   * and in a fork scope that read can initialise a combine before its own update runs, which
   * then drops the update. Clocked by the sections, not the browsed key: a load sets the key a
   * moment before the sections.
   */
  const $sectionsInView = createStore<MatchSections>(NO_SECTIONS);
  sample({
    clock: [$listKey, lists.today.$sections, lists.browse.$sections],
    source: { key: $listKey, today: lists.today.$sections, browse: lists.browse.$sections, browseKey: lists.browse.$key },
    fn: ({ key, today, browse, browseKey }) => inView(key, browseKey, today, browse, NO_SECTIONS),
    target: $sectionsInView,
  });
  /** Whether the list in view has loaded what the view asks for. */
  const $listReady = combine($listKey, lists.today.$key, lists.browse.$key, (key, todayKey, browseKey) =>
    key === TODAY_LIST_KEY ? todayKey === TODAY_LIST_KEY : browseKey === key,
  );

  // Rows: derived in one place from the lists, the tab and every filter. They change when a
  // section regroups (the 500 ms debounced re-sort), a filter or setting changes, or — in the
  // 直播 view — when anchors come and go; never on a plain score push, so a push re-renders its
  // own row only.
  const livingSettled = debounce(lists.livingChanged, RESORT_DEBOUNCE_MS);
  const livingViewChanged = sample({ clock: livingSettled, source: $matchType, filter: (type) => type === matchTypes.living });
  const $typeAllowed = combine($matchType, options.$topOneIds, (type, topOneIds) => matchTypes.predicate(type, topOneIds));
  const $competitionAllowed = $competitionFilter.map((filter) => competitionFilterPredicate(filter, filterTabs));
  // Narrow views of userSetting, so a goal-tip or sound toggle leaves the rows alone.
  const $display = $userSetting.map((setting) => displayFiltersOf(setting, sport));
  const $sortOrder = $userSetting.map((setting) => setting.sortOrder);

  const $rows = createStore<TableView>(EMPTY_VIEW);
  sample({
    clock: [$sectionsInView, $tab, $typeAllowed, $competitionAllowed, $display, $sortOrder, options.$pinned, livingViewChanged],
    source: {
      tab: $tab,
      sections: $sectionsInView,
      matches: $matchesInView,
      typeAllowed: $typeAllowed,
      competitionAllowed: $competitionAllowed,
      display: $display,
      sortOrder: $sortOrder,
      pinned: options.$pinned,
    },
    fn: (input) => buildTableView(input),
    target: $rows,
  });

  return {
    lists,
    matchTypes,
    opened,
    tabSelected,
    matchTypeSelected,
    dateSelected,
    $tab,
    $scope,
    $matchType,
    $date,
    competitionFilter: { $current: $competitionFilter, confirmed: filterConfirmed, reset: filterReset },
    $listKey,
    $listReady,
    $matchesInView,
    $rows,
  };
}

export type ListView<T extends string = string, C extends string = string> = ReturnType<typeof createListView<T, C>>;

/** A list view whatever its match types and filter tabs, for code that reads neither. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- its event payloads are contravariant in T and C
export type AnyListView = ListView<any, any>;
