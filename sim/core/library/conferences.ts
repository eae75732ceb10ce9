// Basketball competition 1 plays in two conferences of three divisions each (spec: 1 Atlantic,
// 2 Central, 3 Southeast in the East; 4 Pacific, 5 Northwest, 6 Southwest in the West). Teams
// fill the divisions in catalogue order.
export const CONFERENCE_COMPETITION_ID = 1;

export const CONFERENCES = [
  { conferenceId: 1, name: "东部联盟", divisionIds: [1, 2, 3] },
  { conferenceId: 2, name: "西部联盟", divisionIds: [4, 5, 6] },
] as const;

/** divisionId (1–6) of each team. */
export function divisionsOf(teamIds: readonly number[]): Map<number, number> {
  const per = Math.ceil(teamIds.length / 6);
  return new Map(teamIds.map((id, i) => [id, Math.min(6, Math.floor(i / Math.max(1, per)) + 1)]));
}
