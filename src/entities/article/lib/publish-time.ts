// When an article came out, as the list and the article show it (docs/product-rules.md "News"):
// 刚刚, n分钟前, n小时前 within a day, else the date and time.
import dayjs from "dayjs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function publishTimeText(publishTime: number, now: number): string {
  const ago = now - publishTime;
  if (ago < MINUTE) return "刚刚";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}分钟前`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}小时前`;
  return dayjs(publishTime).format("YYYY-MM-DD HH:mm");
}
