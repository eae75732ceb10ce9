// The match centre's calls (docs/api-calls.md "Match centre"): odds, lineups, analysis and table,
// basketball's period scores and team statistics, and the anchors' picks. Public calls; every
// reply is made from the match's current state by the generators of sim/core/match-centre.
import { API_PATHS, sportOfType, type Sport } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import { hasLineup, hasNoPredictions, liveRow, type SimMatch } from "../core";
import { headToHead, recentMatches, standings } from "../core/match-centre/analysis";
import { statAndTlive, teamStatistic } from "../core/match-centre/basketball-live";
import { teamLineup } from "../core/match-centre/lineups";
import { ODDS_COMPANIES, oddsBook, oddsChanges, oddsKinds, type OddsKind } from "../core/match-centre/odds";
import { anchorPick, extraPickers } from "../core/match-centre/predictions";
import type { SimBackend } from "../backend";
import { basketballPlayed, finalScore, historyInput, oddsInput, tableTeams, teamRef } from "./match-centre-inputs";
import { squadOf } from "./match-detail-players";
import { fail, ok } from "./replies";
import { intField, stringField } from "./request-body";
import type { SimRequest, SimResponse } from "./sim-request";
import type { SimRouteHandler, SimRouteTable } from "./route-types";

const NO_MATCH = invalid("比赛不存在");
const NO_COMPANY = invalid("公司不存在");

/** A handler for `{matchId}` calls on a match of `sport`. */
function ofMatch(sport: Sport, answer: (backend: SimBackend, match: SimMatch, req: SimRequest) => SimResponse): SimRouteHandler {
  return (backend, req) => {
    const matchId = intField(req.body, "matchId");
    if (matchId === undefined) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match || match.sport !== sport) return fail(NO_MATCH);
    return answer(backend, match, req);
  };
}

const lead = (backend: SimBackend, match: SimMatch) => oddsBook(oddsInput(backend, match))[0]!;

function oddsRoutes(sport: Sport): SimRouteTable {
  const paths = API_PATHS[sport];
  return {
    [paths.odds]: ofMatch(sport, (backend, match) => ok(backend, lead(backend, match))),
    [paths.allOdds]: ofMatch(sport, (backend, match) => ok(backend, { companies: oddsBook(oddsInput(backend, match)) })),
    [paths.currentOdds]: ofMatch(sport, (backend, match) =>
      ok(backend, {
        companies: oddsBook(oddsInput(backend, match)).map(({ companyId, markets }) => ({
          companyId,
          markets: markets.map(({ kind, current }) => ({ kind, current })),
        })),
      }),
    ),
  };
}

function lineup(backend: SimBackend, match: SimMatch) {
  if (!hasLineup(match, backend.world.now())) return ok(backend, { published: false, home: null, away: null });
  const { seed } = backend.world;
  const side = (teamId: number) => {
    const { teamName } = teamRef(backend, teamId);
    return teamLineup(seed, { id: teamId, name: teamName }, squadOf(seed, teamId));
  };
  return ok(backend, { published: true, home: side(match.homeTeamId), away: side(match.awayTeamId) });
}

function analyse(backend: SimBackend, match: SimMatch) {
  const input = historyInput(backend, match);
  const ref = ({ teamId, teamName }: { teamId: number; teamName: string }) => ({ teamId, teamName });
  return {
    homeTeam: ref(input.home),
    awayTeam: ref(input.away),
    h2h: headToHead(input),
    homeRecent: recentMatches(input, input.home),
    awayRecent: recentMatches(input, input.away),
  };
}

function table(backend: SimBackend, match: SimMatch) {
  const competition = backend.world.competition(match.competitionId);
  return {
    competitionId: match.competitionId,
    competitionName: competition?.shortName ?? "",
    rows: standings(backend.world.seed, match.competitionId, match.sport, tableTeams(backend, match.competitionId)),
  };
}

function predictions(backend: SimBackend, match: SimMatch) {
  const { world } = backend;
  const { livings, previews } = world.livingForMatch(match.id);
  const listed = new Set([...livings, ...previews].map((row) => row.customId));
  const sportType = match.sport === "football" ? 1 : 2;
  const candidates = world
    .anchors()
    .filter((a) => a.sportType === sportType && !listed.has(a.customId) && !hasNoPredictions(a.customId))
    .map((a) => a.customId);
  const extras = extraPickers(world.seed, match.id, candidates)
    .map((id) => world.anchor(id))
    .filter((a) => a !== undefined)
    .map((a) => ({ ...liveRow(a, "preview"), livingType: "" as const }));
  const opening = new Map(lead(backend, match).markets.map((m) => [m.kind, m.opening] as const));
  const input = {
    seed: world.seed,
    matchId: match.id,
    sport: match.sport,
    homeTeamName: teamRef(backend, match.homeTeamId).teamName,
    awayTeamName: teamRef(backend, match.awayTeamId).teamName,
    kickoffAt: match.matchTime * 1000,
    now: world.now(),
    opening,
    final: finalScore(match),
  };
  const byTime = <T extends { publishedAt: number }>(rows: T[]) => rows.sort((a, b) => b.publishedAt - a.publishedAt);
  const items = [livings, previews, extras].flatMap((rows) =>
    byTime(rows.filter((row) => !hasNoPredictions(row.customId)).map((row) => ({ ...row, ...anchorPick(input, row.customId) }))),
  );
  return { items };
}

export const matchCentreRoutes: SimRouteTable = {
  ...oddsRoutes("football"),
  ...oddsRoutes("basketball"),

  [API_PATHS.football.oddsChanges]: ofMatch("football", (backend, match, req) => {
    const companyId = intField(req.body, "companyId");
    const kind = stringField(req.body, "kind") as OddsKind | undefined;
    if (companyId === undefined || !kind || !oddsKinds("football").includes(kind)) return fail(ERR.badParams);
    if (!ODDS_COMPANIES.some((c) => c.companyId === companyId)) return fail(NO_COMPANY);
    return ok(backend, { changes: oddsChanges(oddsInput(backend, match), companyId, kind) });
  }),

  [API_PATHS.football.lineup]: ofMatch("football", lineup),
  [API_PATHS.football.analyse]: ofMatch("football", (backend, match) => ok(backend, analyse(backend, match))),
  [API_PATHS.football.table]: ofMatch("football", (backend, match) => ok(backend, table(backend, match))),
  [API_PATHS.basketball.analyse]: ofMatch("basketball", (backend, match) => ok(backend, { ...analyse(backend, match), table: table(backend, match) })),

  [API_PATHS.basketball.statAndTlive]: ofMatch("basketball", (backend, match) => ok(backend, statAndTlive(match))),
  [API_PATHS.basketball.teamStatistic]: ofMatch("basketball", (backend, match) => {
    const { minutes, regulation } = basketballPlayed(backend, match);
    return ok(backend, { stats: teamStatistic(backend.world.seed, match, minutes / regulation) });
  }),

  [API_PATHS.prediction.matchPredictions]: (backend, req) => {
    const matchId = intField(req.body, "matchId");
    const sport = sportOfType(intField(req.body, "sportType"));
    if (matchId === undefined || !sport) return fail(ERR.badParams);
    const match = backend.world.match(matchId);
    if (!match || match.sport !== sport) return fail(NO_MATCH);
    return ok(backend, predictions(backend, match));
  },
};
