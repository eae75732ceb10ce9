// A whole-page message (no anchor, an unknown anchor, a failed load) in the page's frame.
import type { ReactNode } from "react";
import { Container } from "@mantine/core";
import classes from "./anchor-homepage.module.css";

export function PageState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Container size="lg" className={classes.page}>
      <section className={classes.state} role="status" data-testid="anchor-page-state">
        <svg viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden className={classes.stateIcon}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
        </svg>
        <h1 className={classes.stateTitle}>{title}</h1>
        <p className={classes.stateText}>{text}</p>
        {action}
      </section>
    </Container>
  );
}
