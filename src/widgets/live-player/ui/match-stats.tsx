// Football's stats line under the header (lib/stat-readings): home value, label, away value. In
// play, the stats call is asked again every minute: shots and possession have no push.
import { useEffect } from "react";
import { useMatchIncidents } from "@/entities/match";
import { STATS_REFRESH_MS } from "../config/player-config";
import { statReadings } from "../lib/stat-readings";
import classes from "./live-player.module.css";

export function MatchStats({ matchId, inPlay }: { matchId: number; inPlay: boolean }) {
  const { data, refetch } = useMatchIncidents(matchId, true);
  useEffect(() => {
    if (!inPlay) return undefined;
    const timer = setInterval(() => void refetch(), STATS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [inPlay, refetch]);
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
