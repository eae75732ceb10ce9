// The data library's competition calls (docs/api-calls.md "Data library: competitions"): the
// menu (category, recent), a competition's info, its standings, its season's matches and brackets.
import { API_PATHS, scoreDiffSampleOf } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import type { SimCompetition, Sport } from "../core";
import { competitionMenu, recentCompetitions, regionOfCompetition } from "../core/library/competition-menu";
import type { LibraryMatch } from "../core/library/library-match";
import { bracketOf } from "../core/library/bracket";
import { withKnockoutMatches } from "../core/library/knockout-matches";
import { seasonTeamStats } from "../core/library/team-stats";
import { seasonMatches } from "../core/library/season-matches";
import { seasonOf as seasonById, seasonsOf } from "../core/library/seasons";
import { standingsOf } from "../core/library/standings";
import { fail, ok } from "./replies";
import { bodyField, intField } from "./request-body";
import type { SimRouteHandler, SimRouteTable } from "./route-types";
import type { SimRequest, SimResponse } from "./sim-request";

const SPORT_TYPE: Readonly<Record<Sport, number>> = { football: 1, basketball: 2 };

function competitionOf(backend: SimBackend, sport: Sport, req: SimRequest): SimCompetition | SimResponse {
  const id = intField(req.body, "competitionId");
  if (id === undefined) return fail(ERR.badParams);
  const competition = backend.world.competition(id);
  return competition && competition.sport === sport ? competition : fail(invalid("赛事不存在"));
}

/** The season asked for (seasonId; absent: the current one) and its matches, or an error reply. */
function seasonOf(backend: SimBackend, competition: SimCompetition, req: SimRequest): { seasonId: number; matches: LibraryMatch[] } | SimResponse {
  const current = seasonsOf(competition, backend.world.now()).find((s) => s.isCurrent);
  const seasonId = intField(req.body, "seasonId") ?? current?.seasonId ?? 0;
  const matches = seasonMatches(backend.world, competition, seasonId);
  return matches ? { seasonId, matches } : fail(invalid("赛季不存在"));
}

const isReply = (value: object): value is SimResponse => "status" in value && "body" in value;

function withMatches(backend: SimBackend, matches: readonly LibraryMatch[]) {
  return matches.map((m) => {
    const home = backend.world.team(m.homeTeamId);
    const away = backend.world.team(m.awayTeamId);
    return { ...m, homeName: home?.name ?? "", homeLogo: home?.logo ?? "", awayName: away?.name ?? "", awayLogo: away?.logo ?? "" };
  });
}

const bracketStages = (backend: SimBackend, c: SimCompetition, matches: readonly LibraryMatch[], seasonId: number) =>
  bracketOf(backend.world.seed, c, seasonById(seasonId, c, backend.world.now())!, matches, (id) => backend.world.team(id), backend.world.now());

function sportRoutes(sport: Sport): SimRouteTable {
  const paths = API_PATHS.compLibrary[sport];
  const onCompetition =
    (reply: (backend: SimBackend, c: SimCompetition, req: SimRequest) => SimResponse): SimRouteHandler =>
    (backend, req) => {
      const c = competitionOf(backend, sport, req);
      return isReply(c) ? c : reply(backend, c, req);
    };
  const onSeason = (reply: (backend: SimBackend, c: SimCompetition, matches: LibraryMatch[], seasonId: number) => SimResponse) =>
    onCompetition((backend, c, req) => {
      const season = seasonOf(backend, c, req);
      return isReply(season) ? season : reply(backend, c, season.matches, season.seasonId);
    });
  return {
    [paths.category]: (backend) => ok(backend, competitionMenu(backend.world, sport)),
    [paths.recent]: (backend) => ok(backend, recentCompetitions(backend.world, sport)),
    [paths.info]: onCompetition((backend, c) => {
      const seasons = seasonsOf(c, backend.world.now());
      return ok(backend, {
        competitionId: c.id,
        sportType: SPORT_TYPE[sport],
        name: c.name,
        shortName: c.shortName,
        logo: c.logo,
        type: c.isCup ? 2 : 1,
        region: regionOfCompetition(c.name),
        teamCount: c.teamIds.length,
        curSeasonId: seasons.find((s) => s.isCurrent)?.seasonId ?? 0,
        seasons: seasons.map(({ competitionId, seasonId, name, isCurrent }) => ({ competitionId, seasonId, name, isCurrent })),
      });
    }),
    [paths.tables]: onSeason((backend, c, matches) => ok(backend, standingsOf(c, matches, (id) => backend.world.team(id)))),
    // With the knockout's games (docs/api-calls.md "Brackets"): kind 2, stageId and number.
    [paths.matches]: onSeason((backend, c, matches, seasonId) =>
      ok(backend, { matches: withMatches(backend, withKnockoutMatches(c, matches, bracketStages(backend, c, matches, seasonId))) }),
    ),
    [paths.datas]: onCompetition((backend, c, req) => {
      const season = seasonOf(backend, c, req);
      if (isReply(season)) return season;
      const sample = scoreDiffSampleOf(bodyField(req.body, "sample"));
      return ok(backend, { seasonId: season.seasonId, teams: seasonTeamStats(backend.world.seed, c, season.matches, (id) => backend.world.team(id), sample) });
    }),
    [paths.bracket]: onSeason((backend, c, matches, seasonId) => ok(backend, { seasonId, stages: bracketStages(backend, c, matches, seasonId) })),
    ...(sport === "basketball"
      ? {
          [API_PATHS.compLibrary.basketball.futureMatches]: onSeason((backend, _c, matches) =>
            ok(backend, { matches: withMatches(backend, matches.filter((m) => m.statusId === 1)) }),
          ),
        }
      : {}),
  };
}

export const libraryRoutes: SimRouteTable = { ...sportRoutes("football"), ...sportRoutes("basketball") };
