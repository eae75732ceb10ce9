// Reading and writing a list view's session keys: the active tab, and each filter scope's
// choice. Unreadable or out-of-range values fall back to the defaults (a stored day may have
// passed).
import { isListTab, type FilterScope, type ListTab, type ListViewKeys } from "../config/list-tabs";
import { acceptDate, defaultDate } from "./date-options";

export interface ScopeChoice<T extends string> {
  matchType: T;
  /** The day shown (course and history); null for the home scope. */
  date: string | null;
}

export type ScopeChoices<T extends string> = Record<FilterScope, ScopeChoice<T>>;

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

export function readListTab(key: string): ListTab {
  const stored = session()?.getItem(key);
  return isListTab(stored) ? stored : "today";
}

export function writeListTab(key: string, tab: ListTab): void {
  try {
    session()?.setItem(key, tab);
  } catch {
    // storage blocked: the tab holds for this page
  }
}

export interface ScopeReading<T extends string> {
  keys: ListViewKeys["scopes"];
  /** The "all" match type, and the guard for a stored one. */
  allType: T;
  isMatchType: (value: unknown) => value is T;
}

function readScope<T extends string>(scope: FilterScope, { keys, allType, isMatchType }: ScopeReading<T>, now: number): ScopeChoice<T> {
  const stored = readJson(keys[scope]);
  const matchType = isMatchType(stored.matchType) ? stored.matchType : allType;
  if (scope === "home") return { matchType, date: null };
  const date = typeof stored.date === "string" ? acceptDate(scope, stored.date, now) : null;
  return date ? { matchType, date } : { matchType: allType, date: defaultDate(scope, now) };
}

export const readScopeChoices = <T extends string>(reading: ScopeReading<T>, now = Date.now()): ScopeChoices<T> => ({
  home: readScope("home", reading, now),
  course: readScope("course", reading, now),
  history: readScope("history", reading, now),
});

/** Writes one scope's key: only that scope's choice is in it. */
export function writeScopeChoice<T extends string>(key: string, scope: FilterScope, choice: ScopeChoice<T>): void {
  try {
    session()?.setItem(key, JSON.stringify(scope === "home" ? { matchType: choice.matchType } : choice));
  } catch {
    // storage blocked: the choice holds for this page
  }
}
