// Which incidents make the hover card's key-events timeline, and how each is named (event types:
// docs/api-calls.md "Match detail"). Corners, shots and other counted plays live in the stat bars
// instead.
import { INCIDENT_TYPE } from "#wire";
import type { MatchIncident } from "../api/match-incidents-request";


/** Screen-reader names of the key events' icons. */
export const EVENT_LABEL: Readonly<Record<number, string>> = {
  [INCIDENT_TYPE.goal]: "进球",
  [INCIDENT_TYPE.yellow]: "黄牌",
  [INCIDENT_TYPE.red]: "红牌",
  [INCIDENT_TYPE.penalty]: "点球",
  [INCIDENT_TYPE.substitution]: "换人",
  [INCIDENT_TYPE.twoYellowRed]: "两黄变红",
  [INCIDENT_TYPE.penaltyMissed]: "点球未进",
  [INCIDENT_TYPE.ownGoal]: "乌龙球",
  [INCIDENT_TYPE.var]: "VAR",
};

const MARKER_LABEL: Readonly<Record<number, string>> = { [INCIDENT_TYPE.halfTime]: "半场", [INCIDENT_TYPE.end]: "完场" };

export const isGoalEvent = (type: number): boolean =>
  type === INCIDENT_TYPE.goal || type === INCIDENT_TYPE.penalty || type === INCIDENT_TYPE.ownGoal;

export type TimelineEntry =
  | { kind: "event"; key: string; time: number; side: "home" | "away"; incident: MatchIncident }
  | { kind: "marker"; key: string; time: number; text: string };

/** Key events in time order (a stable sort: the server's order breaks ties), with half-time and end markers. */
export function buildTimeline(incidents: readonly MatchIncident[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  incidents.forEach((incident, i) => {
    const { time, type, position } = incident;
    const marker = MARKER_LABEL[type];
    if (marker) {
      entries.push({ kind: "marker", key: `m${i}`, time, text: `${marker} ${incident.homeScore}-${incident.awayScore}` });
    } else if (EVENT_LABEL[type] && (position === 1 || position === 2)) {
      entries.push({ kind: "event", key: `e${i}`, time, side: position === 1 ? "home" : "away", incident });
    }
  });
  return entries.sort((a, b) => a.time - b.time);
}

export const minuteText = (time: number): string => `${time}'`;
