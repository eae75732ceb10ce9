// A section heading as a virtual row (e.g. 进行中 12 场), read by screen readers as a row header.
import { memo } from "react";
import classes from "./virtual-grid.module.css";

export interface SectionHeadingProps {
  title: string;
  /** The count shown beside the title, e.g. "12 场". */
  countText: string;
  ariaRowIndex: number;
  columnCount: number;
  /** data-section of the row; count-{testKey} marks the count. */
  testKey: string;
}

export const SectionHeading = memo(function SectionHeading({ title, countText, ariaRowIndex, columnCount, testKey }: SectionHeadingProps) {
  return (
    <div role="row" aria-rowindex={ariaRowIndex} className={classes.sectionRow} data-section={testKey}>
      <span role="rowheader" aria-colspan={columnCount} className={classes.sectionTitle}>
        {title}
        <span className={classes.sectionCount} data-testid={`count-${testKey}`}>
          {countText}
        </span>
      </span>
    </div>
  );
});
