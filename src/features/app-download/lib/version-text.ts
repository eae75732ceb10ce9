// The latest app version as the prompt and /downLoad show it.
import dayjs from "dayjs";

/** `YYYY-MM-DD` of the update (ms); "" when the server gave no time. */
export const updateDateText = (updateTime: number): string => (updateTime > 0 ? dayjs(updateTime).format("YYYY-MM-DD") : "");

/** `YYYY-MM-DD HH:mm` of the update (ms), for the download page; "" when none. */
export const updateTimeText = (updateTime: number): string => (updateTime > 0 ? dayjs(updateTime).format("YYYY-MM-DD HH:mm") : "");

/** The update notes, one entry a line, blank lines dropped. */
export const updateNotes = (updateContent: string): string[] =>
  updateContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** `v1.2.3`, keeping a name that already starts with v. */
export const versionLabel = (versionName: string): string => (!versionName ? "" : /^v/i.test(versionName) ? versionName : `v${versionName}`);
