// A heading for screen readers only: it names a part of the page that has no visible title of its
// own (a tab's panel, the chosen category's list), so the page's headings keep their order (h1,
// then h2 for the part, then the part's own h3s) without drawing another title.
import type { ReactNode } from "react";
import classes from "./hidden-heading.module.css";

export function HiddenHeading({ order = 2, children }: { order?: 2 | 3 | 4; children: ReactNode }) {
  const Heading = `h${order}` as const;
  return <Heading className={classes.hidden}>{children}</Heading>;
}
