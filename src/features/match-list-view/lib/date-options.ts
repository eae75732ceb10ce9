// The date bars of 赛程 (the next 7 days) and 赛果 (the last 7 days), and the bounds of their
// calendar pick (a schedule day is after today, a results day before it).
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import type { DayKind } from "@/entities/match";
import { DATE_BAR_DAYS } from "../config/list-tabs";

export interface DateOption {
  /** YYYY-MM-DD */
  value: string;
  /** e.g. 11-22 */
  day: string;
  /** e.g. 周日 */
  weekday: string;
}

const format = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

export function dateOptions(kind: DayKind, now = Date.now()): DateOption[] {
  const today = dayjs(now).startOf("day");
  return Array.from({ length: DATE_BAR_DAYS }, (_, i) => {
    const day = today.add(kind === "course" ? i + 1 : -(i + 1), "day");
    return { value: format(day), day: day.format("MM-DD"), weekday: day.locale("zh-cn").format("ddd") };
  });
}

/** The default day of each list: tomorrow for the schedule, yesterday for results. */
export const defaultDate = (kind: DayKind, now = Date.now()) =>
  format(dayjs(now).startOf("day").add(kind === "course" ? 1 : -1, "day"));

/** min/max of the calendar input. */
export function dateBounds(kind: DayKind, now = Date.now()): { min?: string; max?: string } {
  const today = dayjs(now).startOf("day");
  return kind === "course" ? { min: format(today.add(1, "day")) } : { max: format(today.add(-1, "day")) };
}

/** A picked date inside its list's bounds, or null (a malformed or out-of-range value). */
export function acceptDate(kind: DayKind, value: string, now = Date.now()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !dayjs(value).isValid() || dayjs(value).format("YYYY-MM-DD") !== value) return null;
  const { min, max } = dateBounds(kind, now);
  if ((min && value < min) || (max && value > max)) return null;
  return value;
}
