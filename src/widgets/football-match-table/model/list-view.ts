// Which list the grid shows: the tab, and each filter scope's match type and day. Tabs and
// choices persist in sessionStorage (config/storage-keys). The followed tab needs a login: a
// guest's click asks for one and stays where it was; after a logout the list falls back to 全部.
import { combine, createEffect, createEvent, createStore, sample } from "effector";
import { $isLoggedIn, loginRequested } from "@/entities/session";
import type { FootballMatchType } from "@/entities/match";
import { scopeOfTab, type FilterScope, type ListTab } from "../config/list-tabs";
import { readListTab, readScopeChoices, writeListTab, writeScopeChoice, type ScopeChoice, type ScopeChoices } from "../lib/scope-storage";

export const listTabSelected = createEvent<ListTab>();
export const matchTypeSelected = createEvent<FootballMatchType>();
/** A day picked in the 赛程 or 赛果 date bar; it resets that list's match type to 全部. */
export const listDateSelected = createEvent<string>();

const $selectedTab = createStore<ListTab>(readListTab());

sample({
  clock: listTabSelected,
  source: $isLoggedIn,
  filter: (loggedIn, tab) => tab !== "concern" || loggedIn,
  fn: (_, tab) => tab,
  target: $selectedTab,
});
sample({
  clock: listTabSelected,
  source: $isLoggedIn,
  filter: (loggedIn, tab) => tab === "concern" && !loggedIn,
  target: loginRequested,
});

/** The tab shown: a remembered 关注 reads as 全部 for a guest. */
export const $listTab = combine($selectedTab, $isLoggedIn, (tab, loggedIn): ListTab =>
  tab === "concern" && !loggedIn ? "today" : tab,
);
export const $filterScope = $listTab.map(scopeOfTab);

export const $scopeChoices = createStore<ScopeChoices>(readScopeChoices());

const withChoice = (choices: ScopeChoices, scope: FilterScope | null, patch: Partial<ScopeChoice>): ScopeChoices =>
  scope ? { ...choices, [scope]: { ...choices[scope], ...patch } } : choices;

sample({
  clock: matchTypeSelected,
  source: { choices: $scopeChoices, scope: $filterScope },
  fn: ({ choices, scope }, matchType) => withChoice(choices, scope, { matchType }),
  target: $scopeChoices,
});
sample({
  clock: listDateSelected,
  source: { choices: $scopeChoices, scope: $filterScope },
  filter: ({ scope }) => scope === "course" || scope === "history",
  fn: ({ choices, scope }, date) => withChoice(choices, scope, { date, matchType: "all" }),
  target: $scopeChoices,
});

export const $activeMatchType = combine($scopeChoices, $filterScope, (choices, scope): FootballMatchType =>
  scope ? choices[scope].matchType : "all",
);
export const $activeDate = combine($scopeChoices, $filterScope, (choices, scope) => (scope ? choices[scope].date : null));

const persistTabFx = createEffect(writeListTab);
const persistScopeFx = createEffect(({ scope, choice }: { scope: FilterScope; choice: ScopeChoice }) => writeScopeChoice(scope, choice));

sample({ clock: $selectedTab.updates, target: persistTabFx });
sample({
  clock: $scopeChoices.updates,
  source: $filterScope,
  filter: (scope) => scope !== null,
  fn: (scope, choices) => ({ scope: scope as FilterScope, choice: choices[scope as FilterScope] }),
  target: persistScopeFx,
});
