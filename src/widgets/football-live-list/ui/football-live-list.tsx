// Today's football list, virtualized against the window scroll: sections are rows too, and only
// the rows on screen are in the DOM.
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useUnit } from "effector-react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { $footballSections } from "@/entities/match";
import { buildListRows } from "../lib/list-rows";
import { FootballMatchRow } from "./football-match-row";
import { SectionSummary } from "./section-summary";
import classes from "./match-list.module.css";

const HEADER_HEIGHT = 40;
const ROW_HEIGHT = 48;

export function FootballLiveList() {
  const sections = useUnit($footballSections);
  const rows = useMemo(() => buildListRows(sections), [sections]);
  const total = rows.length - rows.filter((row) => row.kind === "header").length;

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);

  const virtualizer = useWindowVirtualizer({
    scrollMargin,
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === "header" ? HEADER_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
  });

  return (
    <div role="table" aria-label="足球比分" aria-rowcount={total} data-testid="football-list" data-total={total}>
      <SectionSummary sections={sections} />
      <div className={classes.columns} role="row">
        <span role="columnheader">赛事</span>
        <span role="columnheader" style={{ textAlign: "center" }}>时间</span>
        <span role="columnheader" style={{ textAlign: "center" }}>状态</span>
        <span role="columnheader" style={{ textAlign: "right" }}>主队</span>
        <span role="columnheader" style={{ textAlign: "center" }}>比分</span>
        <span role="columnheader">客队</span>
        <span role="columnheader" style={{ textAlign: "center" }}>半场</span>
        <span role="columnheader" style={{ textAlign: "center" }}>关注</span>
      </div>
      <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start - scrollMargin}px)` }}
            >
              {row.kind === "header" ? (
                <div className={classes.sectionHeader} role="row" data-section={row.section}>
                  <span role="rowheader">{row.title}</span>
                  <span className={classes.sectionCount} data-testid={`count-${row.section}`}>
                    {row.count} 场
                  </span>
                </div>
              ) : (
                <FootballMatchRow matchId={row.matchId} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
