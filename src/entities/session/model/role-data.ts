// What the menu shows by role (docs/product-rules.md "Roles and the user menu"): an anchor loads
// anchor info, anchor level and the forecast and anchor level tables; a user loads personal info,
// user level and the user table.
import { createEffect, createStore, sample } from "effector";
import {
  fetchAnchorInfo,
  fetchAnchorLevel,
  fetchCustomInfo,
  fetchCustomLevel,
  fetchLevelTables,
  LEVEL_TYPE,
  type AnchorLevelInfo,
  type LevelTables,
  type LevelType,
  type PersonalInfo,
  type UserLevelInfo,
} from "../api/session-requests";
import { loggedOut, userInfoLoaded } from "./session";

export const fetchCustomInfoFx = createEffect(fetchCustomInfo);
export const fetchCustomLevelFx = createEffect(fetchCustomLevel);
export const fetchAnchorInfoFx = createEffect(fetchAnchorInfo);
export const fetchAnchorLevelFx = createEffect(fetchAnchorLevel);
export const fetchLevelTablesFx = createEffect((types: LevelType[]) => fetchLevelTables(types));

const anchorLoaded = sample({ clock: userInfoLoaded, filter: (user) => user.isAnchor === 1 });
const customerLoaded = sample({ clock: userInfoLoaded, filter: (user) => user.isAnchor !== 1 });

sample({ clock: anchorLoaded, target: [fetchAnchorInfoFx, fetchAnchorLevelFx] });
sample({ clock: anchorLoaded, fn: (): LevelType[] => [LEVEL_TYPE.FORECAST, LEVEL_TYPE.ANCHOR], target: fetchLevelTablesFx });
sample({ clock: customerLoaded, target: [fetchCustomInfoFx, fetchCustomLevelFx] });
sample({ clock: customerLoaded, fn: (): LevelType[] => [LEVEL_TYPE.USER], target: fetchLevelTablesFx });

/** Follow counts (and an anchor's description). */
export const $personalInfo = createStore<PersonalInfo | null>(null)
  .on([fetchCustomInfoFx.doneData, fetchAnchorInfoFx.doneData], (_, info) => info)
  .reset(loggedOut);
export const $userLevel = createStore<UserLevelInfo | null>(null)
  .on(fetchCustomLevelFx.doneData, (_, level) => level)
  .reset(loggedOut);
export const $anchorLevel = createStore<AnchorLevelInfo | null>(null)
  .on(fetchAnchorLevelFx.doneData, (_, level) => level)
  .reset(loggedOut);
export const $levelTables = createStore<LevelTables>({})
  .on(fetchLevelTablesFx.doneData, (tables, loaded) => ({ ...tables, ...loaded }))
  .reset(loggedOut);
