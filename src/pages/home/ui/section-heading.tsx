// A home section's heading: the title with an accent mark, and the section's own controls at the right.
import type { ReactNode } from "react";
import classes from "./section-heading.module.css";

export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className={classes.heading}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {children && <div className={classes.controls}>{children}</div>}
    </div>
  );
}
