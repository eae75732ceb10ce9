// What the app's first download knows of the QA tools: whether this page asks for them, by
// `?qa=1` in the address or the stored setting "record from start-up" (qa-settings.ts).
export const QA_SETTINGS_KEY = "kanqiuQa";

export const qaInUrl = (search: string) => new URLSearchParams(search).get("qa") === "1";

export function recordsOnStart(): boolean {
  try {
    return (JSON.parse(window.localStorage.getItem(QA_SETTINGS_KEY) ?? "null") as { recordOnStart?: unknown } | null)?.recordOnStart === true;
  } catch {
    return false;
  }
}
