// The user's settings (the user store's userSetting, spec 1 §3), persisted in localStorage
// `userSetting`; the one store that owns every userSetting key (the push settings are views of
// it). Lives with the match lists rather than the session: it is per browser, not per account,
// and the lists and their push effects are what read it. Writes keep stored keys this client
// does not know, so nothing another version put there is lost.
import { createEffect, createEvent, createStore, sample } from "effector";
import {
  DEFAULT_USER_SETTING,
  readUserSetting,
  toggleDisplayFilter,
  USER_SETTING_KEY,
  type DisplayFilterKey,
  type UserSetting,
  type UserSettingFlag,
} from "../lib/user-setting";

function readStoredObject(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(USER_SETTING_KEY) ?? "null");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable or blocked storage: defaults
  }
}

export type DisplaySport = "football" | "basketball";

export const userSettingChanged = createEvent<Partial<Pick<UserSetting, UserSettingFlag>>>();
export const displayFilterToggled = createEvent<{ sport: DisplaySport; key: DisplayFilterKey }>();
export const userSettingReset = createEvent();

const displayKey = (sport: DisplaySport) => (sport === "football" ? "footballDisplay" : "basketballDisplay");

export const $userSetting = createStore<UserSetting>(readUserSetting(readStoredObject()))
  .on(userSettingChanged, (setting, patch) => ({ ...setting, ...patch }))
  .on(displayFilterToggled, (setting, { sport, key }) => ({
    ...setting,
    [displayKey(sport)]: toggleDisplayFilter(setting[displayKey(sport)], key),
  }))
  .on(userSettingReset, () => DEFAULT_USER_SETTING);

const persistUserSettingFx = createEffect((setting: UserSetting) => {
  try {
    globalThis.localStorage?.setItem(USER_SETTING_KEY, JSON.stringify({ ...readStoredObject(), ...setting }));
  } catch {
    // storage blocked: the setting still applies to this page
  }
});

sample({ clock: $userSetting.updates, target: persistUserSettingFx });
