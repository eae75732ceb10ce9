// A section heading as a virtual row (进行中, 未开始, tomorrow's date, 其他, 已结束, or a followed
// list's date), read by screen readers as a row header.
import { memo } from "react";
import type { TableRow } from "../lib/table-rows";
import { dayTitle, sectionTitle } from "../lib/section-title";
import classes from "./match-grid.module.css";

type SectionRowData = Extract<TableRow, { kind: "section" }>;

export const SectionRow = memo(function SectionRow({ row, ariaRowIndex, columns }: { row: SectionRowData; ariaRowIndex: number; columns: number }) {
  const title = row.section ? sectionTitle(row.section) : dayTitle(row.date ?? "");
  const testId = row.section ?? row.group;
  return (
    <div role="row" aria-rowindex={ariaRowIndex} className={classes.sectionRow} data-section={testId}>
      <span role="rowheader" aria-colspan={columns} className={classes.sectionTitle}>
        {title}
        <span className={classes.sectionCount} data-testid={`count-${testId}`}>
          {row.count} 场
        </span>
      </span>
    </div>
  );
});
