// The notice bar: the stored home notice (home_notice) scrolling right to left. It stops while
// pointed at (to be read) and stands still for readers who ask for reduced motion (CSS).
import { useSiteDicts } from "@/entities/site";
import classes from "./notice-bar.module.css";

/** Scroll speed in px per second: the duration grows with the text so long notices do not race. */
const PX_PER_SECOND = 60;
/** A rough width per character for the duration (CJK glyphs at 14 px). */
const CHAR_PX = 14;

export function NoticeBar() {
  const { data, isPending } = useSiteDicts();
  const notice = data?.homeNotice ?? "";
  // The bar's place is kept while the dictionaries load: appearing later, it pushed the whole page
  // down (a layout shift Lighthouse counts on home).
  if (isPending) return <div className={classes.bar} aria-hidden data-testid="home-notice-pending" />;
  if (!notice) return null;
  const seconds = Math.max(12, Math.round((notice.length * CHAR_PX + 1200) / PX_PER_SECOND));
  return (
    <section className={classes.bar} aria-label="公告" data-testid="home-notice">
      <span className={classes.label} aria-hidden>
        <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
          <path d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1Zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
        </svg>
        公告
      </span>
      <div className={classes.viewport} title={notice}>
        <p className={classes.track} style={{ animationDuration: `${seconds}s` }}>
          {notice}
        </p>
      </div>
    </section>
  );
}
