// A titled block of a tab.
import { useId, type ReactNode } from "react";
import classes from "./match-centre.module.css";

export function Section({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h3 className={classes.sectionTitle} id={id}>
        {title}
        {note && <span className={classes.sectionNote}>{note}</span>}
      </h3>
      {children}
    </section>
  );
}
