// A match's odds (docs/api-calls.md "Match centre"): the lead company (matchOdds), every company
// (matchAllOdds), the current lines alone (currentMatchOdds, polled while the tab is open) and one
// company's history of one kind (football's realtimeMatchOddsChange).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { countOrZero, listOf, textOrEmpty } from "@/shared/api";
import type { Sport } from "@/shared/config";
import { matchCentreCall, onFirstUse } from "./match-centre-call";

export const ODDS_KINDS = { football: ["europe", "asia", "overUnder"], basketball: ["moneyline", "spread", "total"] } as const;
export type OddsKind = (typeof ODDS_KINDS)[Sport][number];

function oddsSchemasMake() {
  const kindSchema = z.enum(["europe", "asia", "overUnder", "moneyline", "spread", "total"]);
  const values = z.array(z.number());

  const marketSchema = z.object({ kind: kindSchema, opening: values, current: values });
  const oddsCompanySchema = z.object({ companyId: z.int(), companyName: textOrEmpty, markets: listOf(marketSchema) });
  const allOddsSchema = z.object({ companies: listOf(oddsCompanySchema) });
  const currentOddsSchema = z.object({
    companies: listOf(z.object({ companyId: z.int(), markets: listOf(z.object({ kind: kindSchema, current: values })) })),
  });
  const oddsChangeSchema = z.object({ time: z.number(), minute: countOrZero, homeScore: countOrZero, awayScore: countOrZero, values });
  const oddsChangesSchema = z.object({ changes: listOf(oddsChangeSchema) });
  return { marketSchema, oddsCompanySchema, allOddsSchema, currentOddsSchema, oddsChangeSchema, oddsChangesSchema };
}
const oddsSchemas = onFirstUse(oddsSchemasMake);
type OddsSchemas = ReturnType<typeof oddsSchemasMake>;

export type OddsMarket = z.infer<OddsSchemas["marketSchema"]>;
export type OddsCompany = z.infer<OddsSchemas["oddsCompanySchema"]>;
export type CurrentOdds = z.infer<OddsSchemas["currentOddsSchema"]>;
export type OddsChange = z.infer<OddsSchemas["oddsChangeSchema"]>;

/** While the 指数 tab is open its current lines are asked again this often. */
export const CURRENT_ODDS_POLL_MS = 30_000;

export const leadOddsQuery = (sport: Sport, matchId: number) =>
  queryOptions({
    queryKey: ["match", sport, matchId, "odds"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS[sport].odds, { matchId }, oddsSchemas().oddsCompanySchema, signal),
  });

export const allOddsQuery = (sport: Sport, matchId: number) =>
  queryOptions({
    queryKey: ["match", sport, matchId, "all-odds"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS[sport].allOdds, { matchId }, oddsSchemas().allOddsSchema, signal),
  });

export const currentOddsQuery = (sport: Sport, matchId: number) =>
  queryOptions({
    queryKey: ["match", sport, matchId, "current-odds"],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS[sport].currentOdds, { matchId }, oddsSchemas().currentOddsSchema, signal),
    refetchInterval: CURRENT_ODDS_POLL_MS,
  });

export const oddsChangesQuery = (matchId: number, companyId: number, kind: OddsKind) =>
  queryOptions({
    queryKey: ["match", "football", matchId, "odds-changes", companyId, kind],
    queryFn: ({ signal }) => matchCentreCall(API_PATHS.football.oddsChanges, { matchId, companyId, kind }, oddsSchemas().oddsChangesSchema, signal),
  });
