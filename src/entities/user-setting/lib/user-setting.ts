// The user store's userSetting (docs/product-rules.md "User settings"): goal tips, prompt range,
// basketball variants, audio tip, vibration tip, ranking display, card display, sort direction,
// and the display filters of both sports — every flag defaults to true. Kept in localStorage under
// `userSetting`; a stored copy is read field by field, so a missing or malformed field falls back
// to its default alone.
import { z } from "zod/mini";
import type { Sport } from "@/shared/config";

export const USER_SETTING_KEY = "userSetting";

/** Which status groups a list shows. `all` is true exactly when the other three are. */
export interface DisplayFilters {
  all: boolean;
  finished: boolean;
  going: boolean;
  notStarted: boolean;
}

export type DisplayFilterKey = keyof DisplayFilters;

export interface UserSetting {
  /** Goal pop-ups; the lists' goal highlights ignore it. */
  goalTip: boolean;
  /** Goal tips for every match (true) or followed ones only. */
  promptRange: boolean;
  /** Basketball shows its variant columns (上下, 全场, 分差, 总分). */
  basketballVariant: boolean;
  audioTip: boolean;
  vibrationTip: boolean;
  /** League positions beside team names. */
  rankingDisplay: boolean;
  /** Red and yellow card counts beside team names. */
  cardDisplay: boolean;
  /** Sort direction: true in kick-off order, false reversed. */
  sortOrder: boolean;
  footballDisplay: DisplayFilters;
  basketballDisplay: DisplayFilters;
}

export type UserSettingFlag = Exclude<keyof UserSetting, "footballDisplay" | "basketballDisplay">;

/** Each sport's lists have their own display filters. */
export const displayKey = (sport: Sport) => (sport === "football" ? "footballDisplay" : "basketballDisplay");

export const displayFiltersOf = (setting: UserSetting, sport: Sport): DisplayFilters => setting[displayKey(sport)];

const ALL_SHOWN: DisplayFilters = { all: true, finished: true, going: true, notStarted: true };

export const DEFAULT_USER_SETTING: UserSetting = {
  goalTip: true,
  promptRange: true,
  basketballVariant: true,
  audioTip: true,
  vibrationTip: true,
  rankingDisplay: true,
  cardDisplay: true,
  sortOrder: true,
  footballDisplay: ALL_SHOWN,
  basketballDisplay: ALL_SHOWN,
};

const flag = z.catch(z.boolean(), true);
const filtersSchema = z.pipe(
  z.catch(z.object({ finished: flag, going: flag, notStarted: flag }), { finished: true, going: true, notStarted: true }),
  z.transform((f): DisplayFilters => ({ ...f, all: f.finished && f.going && f.notStarted })),
);

const settingSchema = z.object({
  goalTip: flag,
  promptRange: flag,
  basketballVariant: flag,
  audioTip: flag,
  vibrationTip: flag,
  rankingDisplay: flag,
  cardDisplay: flag,
  sortOrder: flag,
  footballDisplay: filtersSchema,
  basketballDisplay: filtersSchema,
});

/** The setting inside a stored userSetting object; defaults for anything missing or malformed. */
export function readUserSetting(stored: unknown): UserSetting {
  const parsed = settingSchema.safeParse(typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored : {});
  return parsed.success ? parsed.data : DEFAULT_USER_SETTING;
}

/** Toggling 全部 shows or hides every group; toggling one group keeps `all` consistent. */
export function toggleDisplayFilter(filters: DisplayFilters, key: DisplayFilterKey): DisplayFilters {
  if (key === "all") {
    const next = !filters.all;
    return { all: next, finished: next, going: next, notStarted: next };
  }
  const toggled = { ...filters, [key]: !filters[key] };
  return { ...toggled, all: toggled.finished && toggled.going && toggled.notStarted };
}
