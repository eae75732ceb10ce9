// Test data builder for match models (used by this slice's tests only).
import type { Match } from "../model/match-types";

let nextId = 1;

export function testMatch(overrides: Partial<Match> = {}): Match {
  const matchId = overrides.matchId ?? nextId++;
  return {
    matchId,
    sport: "football",
    competition: { id: 1, name: "英格兰超级联赛", shortName: "英超", logo: "", color: "#3b5bdb" },
    homeTeam: { id: 10, name: "主队", logo: "", position: "" },
    awayTeam: { id: 11, name: "客队", logo: "", position: "" },
    matchTime: 1_800_000_000,
    statusId: 1,
    goingTime: 0,
    peopleNum: 0,
    hasFollow: 2,
    hasLineup: 0,
    ncaa: 0,
    homeScores: [0, 0, 0, 0, 0],
    awayScores: [0, 0, 0, 0, 0],
    note: "",
    lotterys: {},
    topupType: "no_start",
    roomIds: [],
    living: [],
    preview: [],
    ...overrides,
  };
}
