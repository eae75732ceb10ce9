import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS, FOOTBALL_STATUS } from "#wire";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { squadOf } from "./match-detail-players";

const FB = API_PATHS.teamLibrary.football;
const BB = API_PATHS.teamLibrary.basketball;
const H2H = API_PATHS.teamLibrary.headToHead;

interface Match {
  matchId: number;
  seasonId: number;
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}
interface FootballStats {
  appearances: number;
  goals: number;
  assists: number;
  minutes: number;
  rating: number;
}
interface BestPlayers {
  seasonId: number;
  players: { playerId: number; name: string; number: number; position: string; stats: FootballStats | null }[];
}

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const league = () => t.backend.world.competitions("football").find((c) => !c.isCup && c.teamIds.length >= 16)!;
const teamIdOf = () => league().teamIds[0]!;

describe("team info", () => {
  it("names the team, its competition and the current season; unknown and other-sport ids refused", async () => {
    const teamId = teamIdOf();
    const reply = await call<{ name: string; competitionId: number; curSeasonId: number; seasons: { isCurrent: boolean }[]; coach: string; founded: number; marketValue: number; playerCount: number }>(
      t.backend,
      FB.teamInfo,
      { teamId },
    );
    expect(reply.code).toBe(0);
    expect(reply.data.name).toBe(t.backend.world.team(teamId)!.name);
    expect(reply.data.competitionId).toBe(league().id);
    expect(reply.data.curSeasonId).toBe(league().id * 10 + 2);
    expect(reply.data.seasons[0]?.isCurrent).toBe(true);
    expect(reply.data.coach).not.toBe("");
    expect(reply.data.playerCount).toBe(18);
    expect(reply.data.marketValue).toBeGreaterThan(0);
    // Seeded: the same on a second call.
    expect((await call(t.backend, FB.teamInfo, { teamId })).data).toEqual(reply.data);
    expect((await call(t.backend, FB.teamInfo, { teamId: 1 })).msg).toBe("球队不存在");
    expect((await call(t.backend, BB.teamInfo, { teamId })).msg).toBe("球队不存在");
    expect((await call(t.backend, FB.teamInfo, {})).code).not.toBe(0);
  });
});

describe("hot teams", () => {
  it("the two strongest teams of each hot football competition, in the hot list's order", async () => {
    const reply = await call<{ teamId: number; name: string; competitionId: number }[]>(t.backend, FB.hotTeams);
    expect(reply.code).toBe(0);
    const hot = t.backend.world.hotCompetitionIds("football");
    expect(reply.data.length).toBe(Math.min(24, hot.length * 2));
    expect(reply.data.map((team) => team.competitionId)).toEqual(hot.flatMap((id) => [id, id]).slice(0, reply.data.length));
    const first = reply.data[0]!;
    const strongest = Math.max(...t.backend.world.teams(first.competitionId).map((team) => team.strength));
    expect(t.backend.world.team(first.teamId)!.strength).toBe(strongest);
    expect(first.name).toBe(t.backend.world.team(first.teamId)!.name);
  });
});

describe("team matches", () => {
  it("the team's current-season matches include the sim's own matches of the list days, with names", async () => {
    const teamId = teamIdOf();
    const reply = await call<{ matches: Match[] }>(t.backend, FB.teamMatches, { seasonIds: [], teamId });
    expect(reply.data.matches.length).toBeGreaterThan(0);
    expect(reply.data.matches.every((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)).toBe(true);
    expect(reply.data.matches.every((m) => m.homeName !== "" && m.awayName !== "")).toBe(true);
    const times = reply.data.matches.map((m) => m.matchId);
    expect(new Set(times).size).toBe(times.length);
    const ownIds = new Set(t.backend.world.day("football", t.backend.world.todayKey()).filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId).map((m) => m.id));
    for (const id of ownIds) expect(times).toContain(id);
  });

  it("past seasons: a double round robin, all finished; a season of another competition refused", async () => {
    const c = league();
    const teamId = teamIdOf();
    const reply = await call<{ matches: Match[] }>(t.backend, FB.teamMatches, { seasonIds: [c.id * 10], teamId });
    expect(reply.data.matches).toHaveLength(2 * (c.teamIds.length - 1));
    expect(reply.data.matches.every((m) => m.statusId === FOOTBALL_STATUS.FINISHED)).toBe(true);
    expect((await call(t.backend, FB.teamMatches, { seasonIds: [5], teamId })).msg).toBe("赛季不存在");
  });

  it("basketball future matches are the not-started ones", async () => {
    const teamId = t.backend.world.competitions("basketball")[0]!.teamIds[0]!;
    const reply = await call<{ matches: Match[] }>(t.backend, BB.teamFutureMatches, { seasonIds: [], teamId });
    expect(reply.data.matches.length).toBeGreaterThan(0);
    expect(reply.data.matches.every((m) => m.statusId === 1)).toBe(true);
  });
});

describe("best players and records", () => {
  it("the squad is the incidents' squad, and its goals add up to the team's goals of the season", async () => {
    const c = league();
    const teamId = teamIdOf();
    const seasonId = c.id * 10 + 1;
    const best = await call<BestPlayers>(t.backend, FB.teamBestPlayer, { rankSize: 30, seasonId, teamId, simple: 0 });
    expect(best.data.players).toHaveLength(18);
    expect(new Set(best.data.players.map((p) => p.name))).toEqual(new Set(squadOf(t.backend.world.seed, teamId)));
    const matches = (await call<{ matches: Match[] }>(t.backend, FB.teamMatches, { seasonIds: [seasonId], teamId })).data.matches;
    const scored = matches.reduce((sum, m) => sum + (m.homeTeamId === teamId ? m.homeScore : m.awayScore), 0);
    expect(best.data.players.reduce((sum, p) => sum + (p.stats?.goals ?? 0), 0)).toBe(scored);
    // Best first by goals.
    const goals = best.data.players.map((p) => p.stats!.goals);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    const simple = await call<BestPlayers>(t.backend, FB.teamBestPlayer, { rankSize: 5, seasonId, teamId, simple: 1 });
    expect(simple.data.players).toHaveLength(5);
    expect(simple.data.players.every((p) => p.stats === null)).toBe(true);
  });

  it("datas: records are win-loss-flat strings that agree with the finished matches", async () => {
    const c = league();
    const teamId = teamIdOf();
    const seasonIds = [c.id * 10];
    const record = await call<{ matches: number; won: number; drawn: number; lost: number; euRecord: { home: string; away: string; total: string }; asiaRecord: { total: string }; bsRecord: { total: string }; evenRecord: string; goalDistributionRecord: { for: number[]; against: number[] } }>(
      t.backend,
      FB.teamData,
      { seasonIds, teamId },
    );
    const matches = (await call<{ matches: Match[] }>(t.backend, FB.teamMatches, { seasonIds, teamId })).data.matches;
    const won = matches.filter((m) => (m.homeTeamId === teamId ? m.homeScore > m.awayScore : m.awayScore > m.homeScore)).length;
    const drawn = matches.filter((m) => m.homeScore === m.awayScore).length;
    expect(record.data.matches).toBe(matches.length);
    expect(record.data.euRecord.total).toBe(`${won}-${matches.length - won - drawn}-${drawn}`);
    for (const r of [record.data.euRecord.home, record.data.asiaRecord.total, record.data.bsRecord.total, record.data.evenRecord]) expect(r).toMatch(/^\d+-\d+-\d+$/);
    const sum = (r: string) => r.split("-").map(Number).reduce((a, b) => a + b, 0);
    expect(sum(record.data.asiaRecord.total)).toBe(matches.length);
    expect(record.data.goalDistributionRecord.for).toHaveLength(8);
    expect(record.data.goalDistributionRecord.for.reduce((a, b) => a + b, 0)).toBe(matches.length);
  });
});

describe("players", () => {
  it("player info: profile, team and season totals; an unknown player refused", async () => {
    const teamId = teamIdOf();
    const best = await call<BestPlayers>(t.backend, FB.teamBestPlayer, { teamId });
    const first = best.data.players[0]!;
    const info = await call<{ name: string; number: number; teamId: number; teamName: string; height: number; age: number; nationality: string; stats: FootballStats }>(
      t.backend,
      FB.playerInfo,
      { playerId: first.playerId },
    );
    expect(info.data).toMatchObject({ name: first.name, number: first.number, teamId, teamName: t.backend.world.team(teamId)!.name });
    expect(info.data.stats).toEqual(first.stats);
    expect(info.data.height).toBeGreaterThan(150);
    expect((await call(t.backend, FB.playerInfo, { playerId: teamId * 100 + 40 })).msg).toBe("球员不存在");
    expect((await call(t.backend, FB.playerInfo, { playerId: 7 })).msg).toBe("球员不存在");
    expect((await call(t.backend, BB.playerInfo, { playerId: first.playerId })).msg).toBe("球员不存在");
  });

  it("player recent: the team's last finished matches newest first, each with the player's line", async () => {
    const teamId = teamIdOf();
    const reply = await call<{ matches: (Match & { stats: FootballStats })[] }>(t.backend, FB.playerRecent, { playerId: teamId * 100 + 1 });
    expect(reply.data.matches).toHaveLength(10);
    const times = reply.data.matches.map((m) => m.matchId);
    expect(reply.data.matches.every((m) => m.statusId === FOOTBALL_STATUS.FINISHED)).toBe(true);
    expect(new Set(times).size).toBe(10);
    // The goalkeeper (squad no. 1) starts every match.
    expect(reply.data.matches.every((m) => m.stats.appearances === 1 && m.stats.minutes === 90)).toBe(true);
  });

  it("basketball player data: season totals whose points add up with the team's", async () => {
    const teamId = t.backend.world.competitions("basketball")[0]!.teamIds[0]!;
    const ids = Array.from({ length: 13 }, (_, i) => teamId * 100 + i + 1);
    let points = 0;
    for (const playerId of ids) points += (await call<{ stats: { points: number } }>(t.backend, BB.playerData, { playerId })).data.stats.points;
    const matches = (await call<{ matches: Match[] }>(t.backend, BB.teamMatches, { teamId })).data.matches.filter((m) => m.statusId === 10);
    expect(points).toBe(matches.reduce((sum, m) => sum + (m.homeTeamId === teamId ? m.homeScore : m.awayScore), 0));
    const lines = await call<{ matches: Match[] }>(t.backend, BB.playerMatches, { playerId: ids[0] });
    expect(lines.data.matches).toHaveLength(matches.length);
  });
});

describe("head to head", () => {
  it("by teams: their finished meetings and each one's recent results, summed from the home side", async () => {
    const [homeId, awayId] = league().teamIds;
    const reply = await call<{ homeTeam: { teamId: number; name: string }; awayTeam: { teamId: number }; matches: Match[]; summary: { won: number; drawn: number; lost: number }; homeRecent: Match[]; awayRecent: Match[] }>(
      t.backend,
      H2H.football,
      { homeTeamId: homeId, awayTeamId: awayId },
    );
    expect(reply.data.homeTeam.teamId).toBe(homeId);
    expect(reply.data.matches.length).toBeGreaterThanOrEqual(4);
    const pair = new Set([homeId, awayId]);
    expect(reply.data.matches.every((m) => pair.has(m.homeTeamId) && pair.has(m.awayTeamId))).toBe(true);
    const { won, drawn, lost } = reply.data.summary;
    expect(won + drawn + lost).toBe(reply.data.matches.length);
    expect(reply.data.homeRecent).toHaveLength(10);
    expect(reply.data.awayRecent.every((m) => m.homeTeamId === awayId || m.awayTeamId === awayId)).toBe(true);
  });

  it("by match: the match's two teams; a match of the other sport refused", async () => {
    const match = t.backend.world.day("football", t.backend.world.todayKey())[0]!;
    const reply = await call<{ matchId: number; homeTeam: { teamId: number }; awayTeam: { teamId: number } }>(t.backend, H2H.football, { matchId: match.id });
    expect(reply.data).toMatchObject({ matchId: match.id, homeTeam: { teamId: match.homeTeamId }, awayTeam: { teamId: match.awayTeamId } });
    expect((await call(t.backend, H2H.basketball, { matchId: match.id })).msg).toBe("比赛不存在");
    expect((await call(t.backend, H2H.football, {})).code).not.toBe(0);
  });
});
