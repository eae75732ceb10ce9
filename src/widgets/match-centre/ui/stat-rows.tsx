// Home-vs-away bars (football's 技术统计, basketball's 球队统计): value, bar, label, bar, value.
import classes from "./match-centre.module.css";

export interface StatRow {
  key: string;
  label: string;
  homeText: string;
  awayText: string;
  homePercent: number;
  awayPercent: number;
}

export function StatRows({ rows }: { rows: readonly StatRow[] }) {
  return (
    <div>
      <div className={classes.teamsLegend} aria-hidden="true">
        <span className={classes.legendHome}>主队</span>
        <span className={classes.legendAway}>客队</span>
      </div>
      {rows.map((row) => (
        <div key={row.key} className={classes.statRow} role="group" aria-label={row.label} data-stat={row.key}>
          <span data-testid="stat-home">{row.homeText}</span>
          <span className={`${classes.track} ${classes.trackHome}`} aria-hidden="true">
            <span className={classes.barHome} style={{ width: `${row.homePercent}%` }} />
          </span>
          <span className={classes.statLabel}>{row.label}</span>
          <span className={classes.track} aria-hidden="true">
            <span className={classes.barAway} style={{ width: `${row.awayPercent}%` }} />
          </span>
          <span className={classes.statAway} data-testid="stat-away">
            {row.awayText}
          </span>
        </div>
      ))}
    </div>
  );
}

/** Shares of a home/away pair, 0–100 each (both 0 when nothing happened). */
export function shares(home: number, away: number): { homePercent: number; awayPercent: number } {
  const total = Math.max(0, home) + Math.max(0, away);
  if (total === 0) return { homePercent: 0, awayPercent: 0 };
  return { homePercent: Math.round((Math.max(0, home) / total) * 100), awayPercent: Math.round((Math.max(0, away) / total) * 100) };
}
