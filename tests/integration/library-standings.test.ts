// The data library's standings agree with the season's matches: every team's played, won,
// drawn, lost, for and against are the sums over the season's finished table matches the
// matches call lists (the current season includes the sim's own finished matches of the days the
// lists show).
import { describe, expect, it } from "vitest";
import { API_PATHS, BASKETBALL_STATUS, FOOTBALL_STATUS } from "#wire";
import { call, createRouteHarness } from "#test-kit/sim-routes";

interface Match {
  kind: number;
  statusId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  hasDetail: boolean;
}
interface Row {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgt: number;
  points: number;
}

const t = createRouteHarness({ footballPerDay: 400, basketballPerDay: 80 });

async function check(sport: "football" | "basketball", competitionId: number, seasonId: number) {
  const paths = API_PATHS.compLibrary[sport];
  const finished = sport === "football" ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED;
  const body = { competitionId, curSeasonId: competitionId * 10 + 2, seasonId };
  const { data: tables } = await call<{ tables: { rows: Row[] }[] }>(t.backend, paths.tables, body);
  const { data: season } = await call<{ matches: Match[] }>(t.backend, paths.matches, body);
  const sums = new Map<number, Omit<Row, "teamId" | "points">>();
  for (const m of season.matches) {
    if (m.kind !== 1 || m.statusId !== finished) continue;
    for (const [team, f, a] of [[m.homeTeamId, m.homeScore, m.awayScore], [m.awayTeamId, m.awayScore, m.homeScore]] as const) {
      const s = sums.get(team) ?? { played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgt: 0 };
      sums.set(team, { played: s.played + 1, won: s.won + Number(f > a), drawn: s.drawn + Number(f === a), lost: s.lost + Number(f < a), pointsFor: s.pointsFor + f, pointsAgt: s.pointsAgt + a });
    }
  }
  const rows = tables.tables.flatMap((x) => x.rows);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const { teamId, points, ...totals } = row;
    const expected = sums.get(teamId) ?? { played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgt: 0 };
    expect({ teamId, ...pick(totals) }).toEqual({ teamId, ...expected });
    expect(points).toBe(sport === "football" ? row.won * 3 + row.drawn : row.won);
  }
  return season.matches;
}
const pick = (r: Omit<Row, "teamId" | "points">) => ({ played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, pointsFor: r.pointsFor, pointsAgt: r.pointsAgt });

describe("standings vs the season's results", () => {
  it("football, current season: the generated rounds and the sim's own finished matches", async () => {
    const hot = t.backend.world.competitions("football").find((c) => c.hot && !c.isCup)!;
    const matches = await check("football", hot.id, hot.id * 10 + 2);
    // The sim's own recent matches are in, some of them finished.
    expect(matches.some((m) => m.hasDetail && m.statusId === FOOTBALL_STATUS.FINISHED)).toBe(true);
  });

  it("football, a past season and a cup", async () => {
    const comps = t.backend.world.competitions("football");
    const league = comps.find((c) => !c.isCup)!;
    const cup = comps.find((c) => c.isCup)!;
    await check("football", league.id, league.id * 10);
    await check("football", cup.id, cup.id * 10 + 2);
  });

  it("basketball competition 1, current and past seasons", async () => {
    await check("basketball", 1, 12);
    await check("basketball", 1, 11);
  });
});
