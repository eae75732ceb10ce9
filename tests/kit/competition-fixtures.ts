// Test data for the competition filter: matches of given competitions and a catalogue for them.
import type { CompetitionCatalog } from "@/entities/competition";
import type { Match } from "@/entities/match";
import { testMatch as matchOf } from "./fixtures";

let nextMatchId = 1;

export interface TestCompetition {
  id: number;
  name: string;
  initial: string;
}

export function testMatch(competition: TestCompetition, lotterys: Record<number, string> = {}): Match {
  const matchId = nextMatchId++;
  return matchOf({
    matchId,
    competition: { id: competition.id, name: competition.name, shortName: competition.name.slice(0, 4), logo: "", color: "#3b5bdb" },
    homeTeam: { id: matchId * 2, name: `主${matchId}`, logo: "", position: "" },
    awayTeam: { id: matchId * 2 + 1, name: `客${matchId}`, logo: "", position: "" },
    lotterys,
  });
}

export function testCatalog(competitions: readonly TestCompetition[], hotIds: number[] = []): CompetitionCatalog {
  return {
    competitions: competitions.map((c) => ({ id: c.id, name: c.name, shortName: c.name, logo: "", color: "#3b5bdb", initial: c.initial })),
    hotIds,
  };
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** n competitions spread over A–Z, one match each. */
export function manyCompetitions(n: number): { competitions: TestCompetition[]; matches: Match[] } {
  const competitions = Array.from({ length: n }, (_, i) => ({ id: 1000 + i, name: `联赛${String(i).padStart(3, "0")}`, initial: LETTERS[i % 26]! }));
  return { competitions, matches: competitions.map((c) => testMatch(c)) };
}
