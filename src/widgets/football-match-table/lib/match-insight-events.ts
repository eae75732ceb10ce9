// Which incidents make the hover card's key-events timeline, and how each is named (spec 1 §9
// event types). Corners, shots and other counted plays live in the stat bars instead.
import type { MatchIncident } from "../api/match-insight-request";

export const EVENT_TYPE = {
  goal: 1,
  yellow: 3,
  red: 4,
  penalty: 8,
  substitution: 9,
  halfTime: 11,
  end: 12,
  twoYellowRed: 15,
  penaltyMissed: 16,
  ownGoal: 17,
  var: 28,
} as const;

/** Screen-reader names of the key events' icons. */
export const EVENT_LABEL: Readonly<Record<number, string>> = {
  [EVENT_TYPE.goal]: "进球",
  [EVENT_TYPE.yellow]: "黄牌",
  [EVENT_TYPE.red]: "红牌",
  [EVENT_TYPE.penalty]: "点球",
  [EVENT_TYPE.substitution]: "换人",
  [EVENT_TYPE.twoYellowRed]: "两黄变红",
  [EVENT_TYPE.penaltyMissed]: "点球未进",
  [EVENT_TYPE.ownGoal]: "乌龙球",
  [EVENT_TYPE.var]: "VAR",
};

const MARKER_LABEL: Readonly<Record<number, string>> = { [EVENT_TYPE.halfTime]: "半场", [EVENT_TYPE.end]: "完场" };

export const isGoalEvent = (type: number): boolean =>
  type === EVENT_TYPE.goal || type === EVENT_TYPE.penalty || type === EVENT_TYPE.ownGoal;

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
