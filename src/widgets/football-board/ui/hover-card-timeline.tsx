// The hover card's key events: home events left of the minute, away events right of it.
import { INCIDENT_TYPE } from "#wire";
import { isGoalEvent, minuteText, type MatchIncident, type TimelineEntry } from "@/entities/match";
import { EventIcon } from "./hover-card-icons";
import classes from "./hover-card.module.css";

function EventText({ incident }: { incident: MatchIncident }) {
  if (incident.type === INCIDENT_TYPE.substitution) {
    return (
      <span className={classes.eventText}>
        <span className={classes.playerIn}>
          <span aria-label="换上">↑</span>
          {incident.inPlayerName}
        </span>
        <span className={classes.playerOut}>
          <span aria-label="换下">↓</span>
          {incident.outPlayerName}
        </span>
      </span>
    );
  }
  const assists = [incident.assist1Name, incident.assist2Name].filter(Boolean).join("、");
  return (
    <span className={classes.eventText}>
      <span className={classes.player}>
        {incident.playerName}
        {isGoalEvent(incident.type) && <b className={classes.eventScore}>{` ${incident.homeScore}-${incident.awayScore}`}</b>}
      </span>
      {assists && <span className={classes.assist}>助攻：{assists}</span>}
    </span>
  );
}

function Side({ incident }: { incident: MatchIncident }) {
  return (
    <>
      <EventIcon type={incident.type} />
      <EventText incident={incident} />
    </>
  );
}

export function HoverCardTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className={classes.timeline} aria-label="关键事件">
      {entries.map((entry) =>
        entry.kind === "marker" ? (
          <li key={entry.key} className={classes.marker}>
            {entry.text}
          </li>
        ) : (
          <li key={entry.key} className={classes.event} data-side={entry.side}>
            <span className={classes.homeSide} data-testid="home-side">
              {entry.side === "home" && <Side incident={entry.incident} />}
            </span>
            <span className={classes.minute}>{minuteText(entry.time)}</span>
            <span className={classes.awaySide} data-testid="away-side">
              {entry.side === "away" && <Side incident={entry.incident} />}
            </span>
          </li>
        ),
      )}
    </ol>
  );
}
