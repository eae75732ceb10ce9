// Team statistics of a season (docs/api-calls.md "Team statistics"): the records add up to the
// season's finished matches.
import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, HALF_FULL_KEYS } from "#wire";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { halfTimeScore } from "../core/library/team-stats";

interface Stats {
  teamId: number;
  name: string;
  matches: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  euRecord: { home: string; away: string; total: string };
  asiaRecord: { total: string };
  bsRecord: { total: string };
  evenRecord: string;
  goalDistributionRecord: { for: number[]; against: number[] };
  halfAllResult: { home: Record<string, number>; away: Record<string, number> };
  goalMatchCount: { scored: number; bothScored: number };
  scoreDiff: { sample: number; games: number; won: number[]; lost: number[] } | null;
}
interface Match {
  matchId: number;
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

const FB = API_PATHS.compLibrary.football;
const BB = API_PATHS.compLibrary.basketball;
const sum = (record: string) => record.split("-").map(Number).reduce((a, b) => a + b, 0);
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

describe("team statistics", () => {
  it("football: every record counts the team's finished matches of the season, and they agree with the results", async () => {
    const league = t.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;
    const ref = { competitionId: league.id, seasonId: league.id * 10 };
    const { data } = await call<{ seasonId: number; teams: Stats[] }>(t.backend, FB.datas, ref);
    const matches = (await call<{ matches: Match[] }>(t.backend, FB.matches, ref)).data.matches;
    expect(data.teams).toHaveLength(league.teamIds.length);
    for (const team of data.teams) {
      const own = matches.filter((m) => m.homeTeamId === team.teamId || m.awayTeamId === team.teamId);
      const won = own.filter((m) => (m.homeTeamId === team.teamId ? m.homeScore > m.awayScore : m.awayScore > m.homeScore)).length;
      expect(team.matches).toBe(own.length);
      expect(team.won).toBe(won);
      for (const record of [team.euRecord.total, team.asiaRecord.total, team.bsRecord.total, team.evenRecord]) expect(sum(record)).toBe(own.length);
      expect(team.goalDistributionRecord.for.reduce((a, b) => a + b, 0)).toBe(own.length);
      expect(team.goalDistributionRecord.for).toHaveLength(8);
      expect(total(team.halfAllResult.home) + total(team.halfAllResult.away)).toBe(own.length);
      expect(Object.keys(team.halfAllResult.home)).toEqual([...HALF_FULL_KEYS]);
      expect(team.scoreDiff).toBeNull();
    }
  });

  it("a half-time score never exceeds the full-time one", () => {
    for (let id = 1; id < 200; id++) {
      const [h, a] = halfTimeScore(7, { matchId: id, homeScore: id % 5, awayScore: id % 3 });
      expect(h).toBeLessThanOrEqual(id % 5);
      expect(a).toBeLessThanOrEqual(id % 3);
    }
  });

  it("basketball: margins of the last 10 games by default, 20 at most", async () => {
    const ref = { competitionId: 1, seasonId: 10 };
    const byDefault = (await call<{ teams: Stats[] }>(t.backend, BB.datas, ref)).data.teams;
    for (const team of byDefault) {
      expect(team.scoreDiff).toMatchObject({ sample: 10, games: 10 });
      expect([...team.scoreDiff!.won, ...team.scoreDiff!.lost].reduce((a, b) => a + b, 0)).toBe(10);
    }
    const twenty = (await call<{ teams: Stats[] }>(t.backend, BB.datas, { ...ref, sample: 50 })).data.teams;
    expect(twenty[0]!.scoreDiff).toMatchObject({ sample: 20, games: 20 });
  });

  it("refuses an unknown competition", async () => {
    expect((await call(t.backend, FB.datas, { competitionId: 1 })).msg).toBe("赛事不存在");
  });
});
