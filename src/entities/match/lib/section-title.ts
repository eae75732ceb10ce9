// Section titles (docs/product-rules.md "Match lists"). Football: 进行中, 未开始, tomorrow's date and
// weekday, 其他, 已结束; basketball: 比赛进行中, 比赛未开始, tomorrow, 其他, 比赛已结束. The followed
// list's date headings read as tomorrow's does ("11月22日 星期日").
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import type { SectionKey } from "./group-matches";

export const dayTitle = (date: string | number) =>
  dayjs(date).locale("zh-cn").format("M月D日 dddd");

export function footballSectionTitle(section: SectionKey, now = Date.now()): string {
  switch (section) {
    case "going":
      return "进行中";
    case "noStart":
      return "未开始";
    case "nextDay":
      return dayTitle(dayjs(now).add(1, "day").valueOf());
    case "other":
      return "其他";
    case "finish":
      return "已结束";
  }
}

export function basketballSectionTitle(section: SectionKey, now = Date.now()): string {
  switch (section) {
    case "going":
      return "比赛进行中";
    case "noStart":
      return "比赛未开始";
    case "nextDay":
      return dayTitle(dayjs(now).add(1, "day").valueOf());
    case "other":
      return "其他";
    case "finish":
      return "比赛已结束";
  }
}
