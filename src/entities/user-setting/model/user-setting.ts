// The user's settings (the user store's userSetting: docs/product-rules.md "User settings"),
// kept in localStorage `userSetting`; the one store that owns every userSetting key. Per browser,
// not per account. Read when the app starts; written on each change, keeping stored keys this
// client does not know, so nothing another version put there is lost.
import { createEffect, createEvent, createStore, sample } from "effector";
import { appStarted } from "@/shared/model";
import type { Sport } from "@/shared/config";
import {
  DEFAULT_USER_SETTING,
  displayKey,
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

export const userSettingChanged = createEvent<Partial<Pick<UserSetting, UserSettingFlag>>>();
export const displayFilterToggled = createEvent<{ sport: Sport; key: DisplayFilterKey }>();

const readUserSettingFx = createEffect(() => readUserSetting(readStoredObject()));
const persistUserSettingFx = createEffect((setting: UserSetting) => {
  try {
    globalThis.localStorage?.setItem(USER_SETTING_KEY, JSON.stringify({ ...readStoredObject(), ...setting }));
  } catch {
    // storage blocked: the setting still applies to this page
  }
});

export const $userSetting = createStore<UserSetting>(DEFAULT_USER_SETTING)
  .on(readUserSettingFx.doneData, (_, stored) => stored)
  .on(userSettingChanged, (setting, patch) => ({ ...setting, ...patch }))
  .on(displayFilterToggled, (setting, { sport, key }) => ({
    ...setting,
    [displayKey(sport)]: toggleDisplayFilter(setting[displayKey(sport)], key),
  }));

sample({ clock: appStarted, target: readUserSettingFx });
// Only the user's changes are written: reading the stored copy writes nothing back.
sample({ clock: [userSettingChanged, displayFilterToggled], source: $userSetting, target: persistUserSettingFx });
