// Brackets (docs/api-calls.md "Brackets"): seeded from the season's standings, played round by
// round, 待定 until the table is finished.
import { beforeEach, describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { call, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";
import { bracketOrder } from "../core/library/bracket";

interface Side {
  teamId: number | null;
  name: string;
  score: number | null;
  penalty: number | null;
}
interface MatchUp {
  number: number;
  home: Side;
  away: Side;
  winnerTeamId: number | null;
  games: { homeScore: number; awayScore: number }[];
  matchIds: number[];
}
interface Round {
  nameZh: string;
  roundType: string;
  matchUps: MatchUp[];
}
interface Stage {
  stageId: number;
  kind: number;
  nameZh: string;
  groups: { rounds: Round[] }[];
  thirdPlaceGroups: { rounds: Round[] }[];
}
interface BracketReply {
  seasonId: number;
  stages: Stage[];
}
interface SeasonMatch {
  matchId: number;
  kind: number;
  stageId?: number;
  number?: number;
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}
interface TablesReply {
  tables: { name: string; rows: { teamId: number }[] }[];
}

const FB = API_PATHS.compLibrary.football;
const BB = API_PATHS.compLibrary.basketball;

let t: RouteHarness;
beforeEach(() => {
  t = createRouteHarness();
});

const bracket = async (path: string, competitionId: number, seasonId: number) => (await call<BracketReply>(t.backend, path, { competitionId, seasonId })).data;

/** Each round's entrants are the winners of the round before, in order. */
function expectWinnersAdvance(rounds: Round[]) {
  for (let r = 1; r < rounds.length; r++) {
    const winners = rounds[r - 1]!.matchUps.map((u) => u.winnerTeamId);
    const entrants = rounds[r]!.matchUps.flatMap((u) => [u.home.teamId, u.away.teamId]);
    expect(entrants).toEqual(winners);
  }
}

describe("brackets", () => {
  it("seeds 1…n so 1 meets n and the top two meet only in the final", () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it("a football cup's past season: group winners and runners-up, single matches to the final, a third-place match", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length >= 16)!;
    const seasonId = cup.id * 10;
    const reply = await bracket(FB.bracket, cup.id, seasonId);
    expect(reply.seasonId).toBe(seasonId);
    const [stage] = reply.stages;
    expect(stage).toMatchObject({ kind: 6, nameZh: "淘汰赛" });
    const rounds = stage!.groups[0]!.rounds;
    expect(rounds.at(-1)).toMatchObject({ nameZh: "决赛", roundType: "final" });
    expect(rounds.at(-1)!.matchUps).toHaveLength(1);
    expect(rounds.at(-2)).toMatchObject({ nameZh: "半决赛", roundType: "semi" });
    expectWinnersAdvance(rounds);
    // The first round holds every group winner.
    const tables = (await call<TablesReply>(t.backend, FB.tables, { competitionId: cup.id, seasonId })).data.tables;
    const entrants = rounds[0]!.matchUps.flatMap((u) => [u.home.teamId, u.away.teamId]);
    for (const table of tables.slice(0, entrants.length / 2)) expect(entrants).toContain(table.rows[0]!.teamId);
    // Every match played; a draw goes to a shoot-out with a winner.
    for (const up of rounds.flatMap((r) => r.matchUps)) {
      expect(up.winnerTeamId).not.toBeNull();
      if (up.home.score === up.away.score) expect(up.home.penalty).not.toBe(up.away.penalty);
      const homeWon = up.home.score! > up.away.score! || (up.home.score === up.away.score && up.home.penalty! > up.away.penalty!);
      expect(up.winnerTeamId).toBe(homeWon ? up.home.teamId : up.away.teamId);
    }
    // The third-place match is the two semifinal losers.
    const semiLosers = rounds.at(-2)!.matchUps.map((u) => (u.winnerTeamId === u.home.teamId ? u.away.teamId : u.home.teamId));
    const third = stage!.thirdPlaceGroups[0]!.rounds[0]!.matchUps[0]!;
    expect([third.home.teamId, third.away.teamId]).toEqual(semiLosers);
    // Seeded: the same on a second call.
    expect(await bracket(FB.bracket, cup.id, seasonId)).toEqual(reply);
  });

  it("a cup of three groups: the three winners and the best runner-up, never two of a group against each other", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length === 12)!;
    const seasonId = cup.id * 10;
    const rounds = (await bracket(FB.bracket, cup.id, seasonId)).stages[0]!.groups[0]!.rounds;
    expect(rounds.map((r) => r.nameZh)).toEqual(["半决赛", "决赛"]);
    const tables = (await call<TablesReply>(t.backend, FB.tables, { competitionId: cup.id, seasonId })).data.tables;
    expect(tables).toHaveLength(3);
    const groupOf = (id: number | null) => tables.findIndex((tb) => tb.rows.some((r) => r.teamId === id));
    const entrants = rounds[0]!.matchUps.flatMap((u) => [u.home.teamId, u.away.teamId]);
    for (const table of tables) expect(entrants).toContain(table.rows[0]!.teamId);
    const runner = entrants.find((id) => !tables.some((tb) => tb.rows[0]!.teamId === id));
    expect(tables.map((tb) => tb.rows[1]!.teamId)).toContain(runner);
    for (const up of rounds[0]!.matchUps) expect(groupOf(up.home.teamId)).not.toBe(groupOf(up.away.teamId));
  });

  it("the current season's knockout waits for the groups: every slot 待定", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length >= 16)!;
    const rounds = (await bracket(FB.bracket, cup.id, cup.id * 10 + 2)).stages[0]!.groups[0]!.rounds;
    for (const up of rounds.flatMap((r) => r.matchUps)) {
      expect([up.home.teamId, up.away.teamId, up.winnerTeamId]).toEqual([null, null, null]);
      expect(up.home.name).toBe("待定");
    }
  });

  it("a football league has no bracket", async () => {
    const league = t.backend.world.competitions("football").find((c) => !c.isCup)!;
    expect((await bracket(FB.bracket, league.id, league.id * 10)).stages).toEqual([]);
  });

  it("basketball competition 1: a play-in per conference, then 16 teams in best-of-seven series", async () => {
    const reply = await bracket(BB.bracket, 1, 10);
    expect(reply.stages.map((s) => [s.kind, s.nameZh])).toEqual([
      [6, "附加赛"],
      [2, "季后赛"],
    ]);
    const rounds = reply.stages[1]!.groups[0]!.rounds;
    expect(rounds.map((r) => [r.nameZh, r.matchUps.length])).toEqual([
      ["首轮", 8],
      ["分区半决赛", 4],
      ["分区决赛", 2],
      ["总决赛", 1],
    ]);
    expectWinnersAdvance(rounds);
    for (const up of rounds.flatMap((r) => r.matchUps)) {
      expect(Math.max(up.home.score!, up.away.score!)).toBe(4);
      expect(up.games).toHaveLength(up.home.score! + up.away.score!);
      expect(up.games.filter((g) => g.homeScore > g.awayScore)).toHaveLength(up.home.score!);
    }
    // The East's top seed opens against its eighth: the play-in's second-round winner.
    const tables = (await call<TablesReply>(t.backend, BB.tables, { competitionId: 1, seasonId: 10 })).data.tables;
    const first = rounds[0]!.matchUps[0]!;
    expect(first.home.teamId).toBe(tables[0]!.rows[0]!.teamId);
    const playIn = reply.stages[0]!.groups[0]!.rounds;
    expect(first.away.teamId).toBe(playIn[1]!.matchUps[0]!.winnerTeamId);
  });

  it("the knockout's games are the season's kind 2 matches, with the bracket's stageId, number and match ids", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length >= 16)!;
    for (const [path, competitionId, seasonId] of [
      [FB, cup.id, cup.id * 10],
      [BB, 1, 10],
    ] as const) {
      const stages = (await bracket(path.bracket, competitionId, seasonId)).stages;
      const matches = (await call<{ matches: SeasonMatch[] }>(t.backend, path.matches, { competitionId, seasonId })).data.matches;
      const knockouts = matches.filter((m) => m.kind === 2);
      const ups = stages.flatMap((s) => [...s.groups, ...s.thirdPlaceGroups].flatMap((g) => g.rounds.flatMap((r) => r.matchUps.map((up) => ({ stageId: s.stageId, up })))));
      expect(knockouts.map((m) => m.matchId).sort()).toEqual(ups.flatMap(({ up }) => up.matchIds).sort());
      for (const { stageId, up } of ups) {
        const games = knockouts.filter((m) => up.matchIds.includes(m.matchId));
        expect(games.length).toBe(Math.max(1, up.games.length));
        for (const m of games) {
          expect(m).toMatchObject({ stageId, number: up.number, statusId: path === FB ? 8 : 10 });
          expect([m.homeTeamId, m.awayTeamId].sort()).toEqual([up.home.teamId, up.away.teamId].sort());
        }
        // A series' games add up to its wins, whoever hosted them.
        if (up.games.length > 0) {
          const homeWins = games.filter((m) => (m.homeTeamId === up.home.teamId ? m.homeScore > m.awayScore : m.awayScore > m.homeScore)).length;
          expect(homeWins).toBe(up.home.score);
        } else {
          const [m] = games;
          expect(m!.homeTeamId === up.home.teamId ? [m!.homeScore, m!.awayScore] : [m!.awayScore, m!.homeScore]).toEqual([up.home.score, up.away.score]);
        }
      }
      // The table's matches are unchanged: the standings still count kind 1 only.
      expect(matches.filter((m) => m.kind === 1).every((m) => m.stageId === undefined)).toBe(true);
    }
  });

  it("this season's 待定 match-ups have no matches yet", async () => {
    const cup = t.backend.world.competitions("football").find((c) => c.isCup && c.teamIds.length >= 16)!;
    const seasonId = cup.id * 10 + 2;
    const matches = (await call<{ matches: SeasonMatch[] }>(t.backend, FB.matches, { competitionId: cup.id, seasonId })).data.matches;
    expect(matches.some((m) => m.stageId !== undefined)).toBe(false);
  });

  it("other basketball leagues: as their table's zones (12+ teams: a play-in for seeds 7–10, then eight; else the best four); basketball cups: single games after the groups", async () => {
    const leagues = t.backend.world.competitions("basketball").filter((c) => !c.isCup && c.id !== 1);
    expect(leagues.some((c) => c.teamIds.length >= 12) && leagues.some((c) => c.teamIds.length < 12)).toBe(true);
    for (const league of leagues) {
      const { stages } = await bracket(BB.bracket, league.id, league.id * 10);
      const big = league.teamIds.length >= 12;
      expect(stages.map((s) => [s.kind, s.nameZh])).toEqual(big ? [[6, "附加赛"], [2, "季后赛"]] : [[2, "季后赛"]]);
      const rounds = stages.at(-1)!.groups[0]!.rounds;
      expect(rounds.map((r) => r.nameZh)).toEqual(big ? ["1/4决赛", "半决赛", "总决赛"] : ["半决赛", "总决赛"]);
      expectWinnersAdvance(rounds);
      const table = (await call<TablesReply>(t.backend, BB.tables, { competitionId: league.id, seasonId: league.id * 10 })).data.tables[0]!.rows.map((r) => r.teamId);
      const entrants = rounds[0]!.matchUps.flatMap((u) => [u.home.teamId, u.away.teamId]);
      if (big) {
        // Seeds 1–6 straight in; 7 and 8 from the play-in among 7–10.
        expect(entrants.filter((id) => table.slice(0, 6).includes(id!))).toHaveLength(6);
        const playIn = stages[0]!.groups[0]!.rounds;
        expect(playIn.map((r) => r.matchUps.length)).toEqual([2, 1]);
        for (const id of entrants.filter((id) => !table.slice(0, 6).includes(id!))) expect(table.slice(6, 10)).toContain(id);
      } else {
        expect([...entrants].sort()).toEqual(table.slice(0, 4).sort());
      }
    }
    const cup = t.backend.world.competitions("basketball").find((c) => c.isCup && c.teamIds.length >= 16)!;
    const [stage] = (await bracket(BB.bracket, cup.id, cup.id * 10)).stages;
    expect(stage).toMatchObject({ kind: 2, nameZh: "淘汰赛" });
    const rounds = stage!.groups[0]!.rounds;
    expect(rounds.map((r) => [r.nameZh, r.matchUps.length])).toEqual([
      ["1/4决赛", 4],
      ["半决赛", 2],
      ["决赛", 1],
    ]);
    expectWinnersAdvance(rounds);
    for (const up of rounds.flatMap((r) => r.matchUps)) {
      expect(up.games).toEqual([]);
      expect(up.home.score).not.toBe(up.away.score);
    }
    expect(stage!.thirdPlaceGroups[0]!.rounds[0]!.matchUps).toHaveLength(1);
  });

  it("refuses a season of another competition", async () => {
    expect((await call(t.backend, BB.bracket, { competitionId: 1, seasonId: 20 })).msg).toBe("赛季不存在");
  });
});

describe("a small basketball league", () => {
  it("colours as many 季后赛 places as its bracket takes", async () => {
    const small = t.backend.world.competitions("basketball").find((c) => c.teamIds.length < 12 && c.teamIds.length >= 6 && !c.isCup)!;
    const ref = { competitionId: small.id, seasonId: small.id * 10 };
    const tables = (await call<{ promotions: { id: number; nameZh: string }[]; tables: { rows: { promotionId: number | null }[] }[] }>(t.backend, API_PATHS.compLibrary.basketball.tables, ref)).data;
    const playoffs = tables.promotions.find((p) => p.nameZh === "季后赛")!.id;
    const zone = tables.tables[0]!.rows.filter((r) => r.promotionId === playoffs).length;
    const stages = (await call<{ stages: { kind: number; groups: { rounds: { matchUps: unknown[] }[] }[] }[] }>(t.backend, API_PATHS.compLibrary.basketball.bracket, ref)).data.stages;
    const playoff = stages.find((s) => s.kind === 2)!;
    expect(playoff.groups[0]!.rounds[0]!.matchUps.length * 2).toBe(zone);
  });
});
