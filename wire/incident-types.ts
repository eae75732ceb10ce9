// Incident (event) types (docs/api-calls.md "Match detail") that the list's hover card shows and
// the sim produces: one table for both sides of the wire, as with SOCKET_CODE.
export const INCIDENT_TYPE = {
  goal: 1,
  corner: 2,
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
