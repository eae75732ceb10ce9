// Flattens the sections into the virtual list's rows: a header row per non-empty section,
// then its matches.
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { SECTION_ORDER, type MatchSections, type SectionKey } from "@/entities/match";

export type ListRow =
  | { kind: "header"; key: string; section: SectionKey; title: string; count: number }
  | { kind: "match"; key: string; matchId: number };

export function sectionTitle(section: SectionKey, now = Date.now()): string {
  switch (section) {
    case "going":
      return "进行中";
    case "noStart":
      return "未开始";
    case "nextDay":
      return dayjs(now).add(1, "day").locale("zh-cn").format("M月D日 dddd");
    case "other":
      return "其他";
    case "finish":
      return "已结束";
  }
}

export function buildListRows(sections: MatchSections, now = Date.now()): ListRow[] {
  const rows: ListRow[] = [];
  for (const section of SECTION_ORDER) {
    const ids = sections[section];
    if (ids.length === 0) continue;
    rows.push({ kind: "header", key: `h-${section}`, section, title: sectionTitle(section, now), count: ids.length });
    for (const matchId of ids) rows.push({ kind: "match", key: `m-${matchId}`, matchId });
  }
  return rows;
}
