// The QA tools' settings, kept in this browser's localStorage: record from start-up (without
// `?qa=1`) and the ring's size. Fans have neither, and nothing of the tools loads for them.
import { QA_SETTINGS_KEY } from "./qa-switch";

export const DEFAULT_CAPACITY = 50_000;
export const MIN_CAPACITY = 1_000;
export const MAX_CAPACITY = 500_000;

export interface QaSettings {
  /** Record inbound frames from start-up on. */
  recordOnStart: boolean;
  /** Frames the ring keeps. */
  capacity: number;
}

export const clampCapacity = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_CAPACITY, Math.max(MIN_CAPACITY, Math.round(value))) : DEFAULT_CAPACITY;

export function readQaSettings(): QaSettings {
  try {
    const raw = JSON.parse(window.localStorage.getItem(QA_SETTINGS_KEY) ?? "null") as Partial<QaSettings> | null;
    return { recordOnStart: raw?.recordOnStart === true, capacity: clampCapacity(Number(raw?.capacity ?? DEFAULT_CAPACITY)) };
  } catch {
    return { recordOnStart: false, capacity: DEFAULT_CAPACITY };
  }
}

export function writeQaSettings(settings: QaSettings): void {
  try {
    window.localStorage.setItem(QA_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the setting lasts for this page only.
  }
}
