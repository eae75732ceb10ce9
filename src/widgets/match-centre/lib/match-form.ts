// A team's results as the 数据 tab shows them: 胜/平/负 letters from the team's side of each past
// match, their tally, and the table rows around the two teams.
import type { PastMatch, TableRow } from "@/entities/match";

export type FormLetter = "W" | "D" | "L";

export const FORM_TEXT: Readonly<Record<FormLetter, string>> = { W: "胜", D: "平", L: "负" };

export function formLetter(match: PastMatch, teamId: number): FormLetter {
  const ours = match.homeTeamId === teamId ? match.homeScore : match.awayScore;
  const theirs = match.homeTeamId === teamId ? match.awayScore : match.homeScore;
  return ours > theirs ? "W" : ours < theirs ? "L" : "D";
}

export function formTally(matches: readonly PastMatch[], teamId: number): Record<FormLetter, number> {
  const tally = { W: 0, D: 0, L: 0 };
  for (const match of matches) tally[formLetter(match, teamId)] += 1;
  return tally;
}

export type TableLine = { kind: "row"; row: TableRow } | { kind: "gap"; key: string };

/** The rows within `radius` ranks of either team, in rank order, with a gap where rows are left out. */
export function rowsAround(rows: readonly TableRow[], teamIds: readonly number[], radius = 2): TableLine[] {
  const centres = rows.flatMap((row, i) => (teamIds.includes(row.teamId) ? [i] : []));
  if (centres.length === 0) return [];
  const keep = rows.map((_, i) => centres.some((c) => Math.abs(c - i) <= radius));
  const lines: TableLine[] = [];
  rows.forEach((row, i) => {
    if (keep[i]) lines.push({ kind: "row", row });
    else if (lines.at(-1)?.kind !== "gap") lines.push({ kind: "gap", key: `gap-${i}` });
  });
  return lines;
}
