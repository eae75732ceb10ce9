// Reading and writing the list's session keys: the active tab, and each filter scope's choice.
// Unreadable or out-of-range values fall back to the defaults (a stored day may have passed).
import { isFootballMatchType, type FootballMatchType } from "@/entities/match";
import { isListTab, type FilterScope, type ListTab } from "../config/list-tabs";
import { LIST_TAB_KEY, SCOPE_KEYS } from "../config/storage-keys";
import { acceptDate, defaultDate } from "./date-options";

export interface ScopeChoice {
  matchType: FootballMatchType;
  /** The day shown (course and history); null for the home scope. */
  date: string | null;
}

export type ScopeChoices = Record<FilterScope, ScopeChoice>;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readJson(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(key) ?? "null");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readListTab(): ListTab {
  const stored = session()?.getItem(LIST_TAB_KEY);
  return isListTab(stored) ? stored : "today";
}

export function writeListTab(tab: ListTab): void {
  try {
    session()?.setItem(LIST_TAB_KEY, tab);
  } catch {
    // storage blocked: the tab holds for this page
  }
}

function readScope(scope: FilterScope, now: number): ScopeChoice {
  const stored = readJson(SCOPE_KEYS[scope]);
  const matchType = isFootballMatchType(stored.matchType) ? stored.matchType : "all";
  if (scope === "home") return { matchType, date: null };
  const date = typeof stored.date === "string" ? acceptDate(scope, stored.date, now) : null;
  return date ? { matchType, date } : { matchType: "all", date: defaultDate(scope, now) };
}

export const readScopeChoices = (now = Date.now()): ScopeChoices => ({
  home: readScope("home", now),
  course: readScope("course", now),
  history: readScope("history", now),
});

/** Writes one scope's key: only that scope's choice is in it. */
export function writeScopeChoice(scope: FilterScope, choice: ScopeChoice): void {
  try {
    session()?.setItem(SCOPE_KEYS[scope], JSON.stringify(scope === "home" ? { matchType: choice.matchType } : choice));
  } catch {
    // storage blocked: the choice holds for this page
  }
}
