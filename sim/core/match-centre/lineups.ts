// A football team's lineup (docs/api-calls.md "Match centre", matchLineup): the squad the
// incidents use (names 1–11 start, the rest on the bench), a formation and shirt numbers drawn
// from the team's own seed, so a team lines up the same way in every match and run.
import { hashSeed, Random } from "../random";

export type LineupPosition = "G" | "D" | "M" | "F";

export interface LineupPlayer {
  shirtNumber: number;
  name: string;
  position: LineupPosition;
  captain: boolean;
}

export interface TeamLineup {
  teamId: number;
  teamName: string;
  formation: string;
  starters: LineupPlayer[];
  substitutes: LineupPlayer[];
}

const FORMATIONS = ["4-3-3", "4-4-2", "4-2-3-1", "3-5-2", "3-4-3", "5-3-2", "4-1-4-1"] as const;
const BENCH_POSITIONS: readonly LineupPosition[] = ["G", "D", "D", "M", "M", "F", "F"];

/** Outfield rows of a formation as positions: the first row defends, the last attacks, the rest are midfield. */
function rowsOf(formation: string): LineupPosition[] {
  const rows = formation.split("-").map(Number);
  return rows.flatMap((count, i) => Array<LineupPosition>(count).fill(i === 0 ? "D" : i === rows.length - 1 ? "F" : "M"));
}

/** `squad`: the team's 18 names, starters first (the incidents' squad). */
export function teamLineup(seed: number, team: { id: number; name: string }, squad: readonly string[], starters = 11): TeamLineup {
  const rng = new Random(hashSeed(seed, "lineup", team.id));
  const formation = rng.pick(FORMATIONS);
  const numbers = rng.shuffle(Array.from({ length: 38 }, (_, i) => i + 2));
  const captain = rng.int(1, starters - 1);
  const positions: LineupPosition[] = ["G", ...rowsOf(formation)];
  const player = (name: string, i: number, position: LineupPosition): LineupPlayer => ({
    shirtNumber: i === 0 ? 1 : numbers[i - 1]!,
    name,
    position,
    captain: i === captain,
  });
  return {
    teamId: team.id,
    teamName: team.name,
    formation,
    starters: squad.slice(0, starters).map((name, i) => player(name, i, positions[i] ?? "M")),
    substitutes: squad.slice(starters).map((name, k) => player(name, starters + k, BENCH_POSITIONS[k] ?? "M")),
  };
}
