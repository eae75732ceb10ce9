// A row of 333 px slides, 10 px apart, that scrolls sideways; the arrows page it by the slides in
// view and grey out at either end. While loading, placeholders hold the row's height.
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ActionIcon } from "@mantine/core";
import classes from "./recommend-strip.module.css";

export const SLIDE_WIDTH_PX = 333;
export const SLIDE_GAP_PX = 10;

function Arrow({ direction, disabled, onClick, label }: { direction: "left" | "right"; disabled: boolean; onClick: () => void; label: string }) {
  return (
    <ActionIcon variant="default" radius="xl" size="lg" aria-label={label} disabled={disabled} onClick={onClick} className={classes.arrow} data-direction={direction}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        {direction === "left" ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}
      </svg>
    </ActionIcon>
  );
}

export function SlideRow({ label, loading = false, children }: { label: string; loading?: boolean; children?: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEnds({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  // Measured when the track or a slide is laid out (a ResizeObserver reports each element it starts
  // observing once layout is done), not in the effect: reading scrollWidth there forced a layout of
  // the whole page inside the render's task.
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const slide of el.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [measure, children, loading]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const step = SLIDE_WIDTH_PX + SLIDE_GAP_PX;
    const perPage = Math.max(1, Math.floor((el.clientWidth + SLIDE_GAP_PX) / step));
    el.scrollBy({ left: direction * perPage * step, behavior: "smooth" });
  };

  return (
    <div className={classes.row}>
      <Arrow direction="left" label={`${label}：上一页`} disabled={loading || ends.atStart} onClick={() => page(-1)} />
      <div ref={track} className={classes.track} onScroll={measure} role="list" aria-label={label} aria-busy={loading || undefined} tabIndex={0}>
        {loading
          ? Array.from({ length: 4 }, (_, i) => <div key={i} className={classes.placeholder} role="listitem" aria-hidden />)
          : wrapItems(children)}
      </div>
      <Arrow direction="right" label={`${label}：下一页`} disabled={loading || ends.atEnd} onClick={() => page(1)} />
    </div>
  );
}

function wrapItems(children: ReactNode) {
  // Children.map keeps each slide's key on its wrapper.
  return Children.map(children, (child) => (
    <div className={classes.item} role="listitem">
      {child}
    </div>
  ));
}
