// The match-events page remembers its last tab for the browser session under this key; the
// header's 比分 tab forgets it so that tab always opens on the default view.
export const MATCH_EVENTS_TAB_KEY = "matchEventsTab";

export function forgetMatchEventsTab(): void {
  try {
    window.sessionStorage.removeItem(MATCH_EVENTS_TAB_KEY);
  } catch {
    // storage blocked: nothing was remembered either
  }
}
