import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { API_PATHS } from "#wire";
import { statAndTliveQuery } from "./basketball-live-requests";
import { analyseQuery, lineupQuery } from "./match-data-requests";
import { allOddsQuery, oddsChangesQuery } from "./match-odds-requests";

const api = useApiMock();
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("match centre replies", () => {
  it("read absent lists as empty and nulls as 0 or \"\"", async () => {
    api.on(API_PATHS.football.allOdds, { companies: [{ companyId: 1, companyName: null, markets: null }] });
    expect(await client().fetchQuery(allOddsQuery("football", 7))).toEqual({ companies: [{ companyId: 1, companyName: "", markets: [] }] });
    api.on(API_PATHS.basketball.statAndTlive, { periodCount: 3, homeScores: null, awayScores: [1], tlive: null });
    expect(await client().fetchQuery(statAndTliveQuery(8))).toEqual({ periodCount: 4, homeScores: [], awayScores: [1], tlive: [] });
  });

  it("an unknown position reads as midfield; an unpublished lineup has no teams", async () => {
    const player = { shirtNumber: 9, name: "席尔瓦", position: "X", captain: null };
    api.on(API_PATHS.football.lineup, { published: true, home: { teamId: 1, teamName: "红星", formation: "4-4-2", starters: [player], substitutes: [] }, away: null });
    const lineup = await client().fetchQuery(lineupQuery(7));
    expect(lineup.home?.starters[0]).toMatchObject({ position: "M", captain: false });
  });

  it("a reply that breaks its shape fails with 数据格式错误, sent with the match id (and the company and kind)", async () => {
    api.on(API_PATHS.football.analyse, { homeTeam: null });
    await expect(client().fetchQuery(analyseQuery("football", 7))).rejects.toThrow("数据格式错误");
    expect(api.callsTo(API_PATHS.football.analyse)[0]!.body).toEqual({ matchId: 7 });
    api.on(API_PATHS.football.oddsChanges, { changes: [{ time: "soon", values: [] }] });
    await expect(client().fetchQuery(oddsChangesQuery(7, 3, "asia"))).rejects.toThrow("数据格式错误");
    expect(api.callsTo(API_PATHS.football.oddsChanges)[0]!.body).toEqual({ matchId: 7, companyId: 3, kind: "asia" });
  });
});
