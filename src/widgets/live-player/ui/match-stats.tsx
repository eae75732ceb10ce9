// Football's stats line under the header (lib/stat-readings): home value, label, away value.
import { useMatchIncidents } from "@/entities/match";
import { statReadings } from "../lib/stat-readings";
import classes from "./live-player.module.css";

export function MatchStats({ matchId }: { matchId: number }) {
  const { data } = useMatchIncidents(matchId, true);
  const readings = statReadings(data?.stats ?? []);
  if (readings.length === 0) return null;
  return (
    <ul className={classes.stats} aria-label="技术统计">
      {readings.map(({ key, label, home, away }) => (
        <li key={key} className={classes.stat}>
          <span className={classes.statValue}>{home}</span>
          <span className={classes.statLabel}>{label}</span>
          <span className={classes.statValue}>{away}</span>
        </li>
      ))}
    </ul>
  );
}
