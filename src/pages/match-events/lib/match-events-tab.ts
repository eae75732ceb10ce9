// The remembered sport tab of /matchEvents (sessionStorage matchEventsTab, cleared by the
// header's 比分).
import { MATCH_EVENTS_TAB_KEY } from "@/shared/lib/storage";

export type MatchEventsTab = "football" | "basketball";

export function readMatchEventsTab(): MatchEventsTab | null {
  try {
    const value = window.sessionStorage.getItem(MATCH_EVENTS_TAB_KEY);
    return value === "football" || value === "basketball" ? value : null;
  } catch {
    return null;
  }
}

export function writeMatchEventsTab(tab: MatchEventsTab): void {
  try {
    window.sessionStorage.setItem(MATCH_EVENTS_TAB_KEY, tab);
  } catch {
    // storage blocked: the tab holds for this page
  }
}
