// The hover card's 技术统计: one row per stat: home value and bar, label, away bar and value;
// the bars grow out from the label.
import { useId } from "react";
import type { StatBar } from "@/entities/match";
import classes from "./hover-card.module.css";

export function HoverCardStats({ bars }: { bars: readonly StatBar[] }) {
  const titleId = useId();
  return (
    <section className={classes.stats} aria-labelledby={titleId}>
      <h4 className={classes.sectionTitle} id={titleId}>
        技术统计
      </h4>
      {bars.map((bar) => (
        <div key={bar.type} className={classes.statRow} data-stat-type={bar.type} role="group" aria-label={bar.label}>
          <span className={classes.statHome} data-testid="stat-home">
            {bar.homeText}
          </span>
          <span className={classes.barTrackHome} aria-hidden="true">
            <span className={classes.barHome} data-testid="bar-home" style={{ width: `${bar.homePercent}%` }} />
          </span>
          <span className={classes.statLabel}>{bar.label}</span>
          <span className={classes.barTrack} aria-hidden="true">
            <span className={classes.barAway} data-testid="bar-away" style={{ width: `${bar.awayPercent}%` }} />
          </span>
          <span className={classes.statAway} data-testid="stat-away">
            {bar.awayText}
          </span>
        </div>
      ))}
    </section>
  );
}
