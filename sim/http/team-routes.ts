// The data library's team and player calls and head-to-head (docs/api-calls.md "Data library:
// teams and players"): a team's info, matches, best players and records, a player's info and
// lines, and the meetings of two teams.
import { API_PATHS } from "#wire";
import { ERR, invalid } from "../accounts/account-errors";
import type { SimBackend } from "../backend";
import type { SimCompetition, SimTeam, Sport } from "../core";
import { regionOfCompetition } from "../core/library/competition-menu";
import type { LibraryMatch } from "../core/library/library-match";
import { seasonsOf } from "../core/library/seasons";
import {
  currentSeasonId,
  emptyStats,
  finishedTeamMatches,
  hotTeams,
  librarySquad,
  meetings,
  parsePlayerId,
  playerMatchLines,
  rankPlayers,
  squadTotals,
  teamMatches,
  teamProfile,
  teamRecord,
  type SquadPlayer,
} from "../core/library-teams";
import { squadOf } from "./match-detail-players";
import { fail, ok } from "./replies";
import { arrayField, intField } from "./request-body";
import type { SimRouteHandler, SimRouteTable } from "./route-types";
import type { SimRequest, SimResponse } from "./sim-request";

const SPORT_TYPE: Readonly<Record<Sport, number>> = { football: 1, basketball: 2 };
const DEFAULT_RANK_SIZE: Readonly<Record<Sport, number>> = { football: 30, basketball: 100 };
const RECENT_SIZE = 10;

interface TeamContext {
  team: SimTeam;
  competition: SimCompetition;
}

function teamContext(backend: SimBackend, sport: Sport, teamId: number): TeamContext | undefined {
  const team = backend.world.team(teamId);
  const competition = team && backend.world.competition(team.competitionId);
  return team && competition && team.sport === sport ? { team, competition } : undefined;
}

const squadOfTeam = (backend: SimBackend, team: SimTeam): SquadPlayer[] =>
  librarySquad(backend.world.seed, team, squadOf(backend.world.seed, team.id), backend.world.now());

function named(backend: SimBackend, matches: readonly LibraryMatch[]) {
  return matches.map((m) => {
    const home = backend.world.team(m.homeTeamId);
    const away = backend.world.team(m.awayTeamId);
    return { ...m, homeName: home?.name ?? "", homeLogo: home?.logo ?? "", awayName: away?.name ?? "", awayLogo: away?.logo ?? "" };
  });
}

const seasonIdsOf = (req: SimRequest): number[] =>
  (arrayField(req.body, "seasonIds") ?? []).map(Number).filter((id) => Number.isInteger(id));

function onTeam(sport: Sport, reply: (backend: SimBackend, ctx: TeamContext, req: SimRequest) => SimResponse): SimRouteHandler {
  return (backend, req) => {
    const teamId = intField(req.body, "teamId");
    if (teamId === undefined) return fail(ERR.badParams);
    const ctx = teamContext(backend, sport, teamId);
    return ctx ? reply(backend, ctx, req) : fail(invalid("球队不存在"));
  };
}

/** The team's matches of the seasons asked for, or the 赛季不存在 reply. */
function onTeamSeasons(sport: Sport, reply: (backend: SimBackend, ctx: TeamContext, matches: LibraryMatch[], seasonIds: number[]) => SimResponse) {
  return onTeam(sport, (backend, ctx, req) => {
    const asked = seasonIdsOf(req);
    const seasonIds = asked.length > 0 ? asked : [currentSeasonId(backend.world, ctx.competition)];
    const matches = teamMatches(backend.world, ctx.competition, ctx.team, seasonIds);
    return matches ? reply(backend, ctx, matches, seasonIds) : fail(invalid("赛季不存在"));
  });
}

interface PlayerContext extends TeamContext {
  player: SquadPlayer;
  squad: SquadPlayer[];
}

function onPlayer(sport: Sport, reply: (backend: SimBackend, ctx: PlayerContext) => SimResponse): SimRouteHandler {
  return (backend, req) => {
    const playerId = intField(req.body, "playerId");
    if (playerId === undefined) return fail(ERR.badParams);
    const ref = parsePlayerId(playerId);
    const ctx = ref && teamContext(backend, sport, ref.teamId);
    const squad = ctx && squadOfTeam(backend, ctx.team);
    const player = squad?.[ref!.index];
    return ctx && squad && player ? reply(backend, { ...ctx, player, squad }) : fail(invalid("球员不存在"));
  };
}

const currentMatches = (backend: SimBackend, ctx: TeamContext) =>
  teamMatches(backend.world, ctx.competition, ctx.team, [currentSeasonId(backend.world, ctx.competition)]) ?? [];

function playerProfile({ player }: PlayerContext) {
  const { teamId: _teamId, index: _index, ...profile } = player;
  return profile;
}

function teamRef(backend: SimBackend, team: SimTeam) {
  const competition = backend.world.competition(team.competitionId);
  return { teamId: team.id, name: team.name, logo: team.logo, competitionId: team.competitionId, competitionName: competition?.name ?? "" };
}

function headToHead(sport: Sport): SimRouteHandler {
  return (backend, req) => {
    const size = Math.min(50, Math.max(1, intField(req.body, "size") ?? RECENT_SIZE));
    const matchId = intField(req.body, "matchId");
    let homeId = intField(req.body, "homeTeamId");
    let awayId = intField(req.body, "awayTeamId");
    if (matchId !== undefined) {
      const match = backend.world.match(matchId);
      if (!match || match.sport !== sport) return fail(invalid("比赛不存在"));
      homeId = match.homeTeamId;
      awayId = match.awayTeamId;
    }
    if (homeId === undefined || awayId === undefined) return fail(ERR.badParams);
    const home = teamContext(backend, sport, homeId);
    const away = teamContext(backend, sport, awayId);
    if (!home || !away) return fail(invalid("球队不存在"));
    const homeFinished = finishedTeamMatches(backend.world, home.competition, home.team);
    const awayFinished = finishedTeamMatches(backend.world, away.competition, away.team);
    const { matches, summary } = meetings(home.team, away.team, homeFinished, size);
    return ok(backend, {
      matchId: matchId ?? null,
      homeTeam: teamRef(backend, home.team),
      awayTeam: teamRef(backend, away.team),
      matches: named(backend, matches),
      summary,
      homeRecent: named(backend, homeFinished.slice(0, size)),
      awayRecent: named(backend, awayFinished.slice(0, size)),
    });
  };
}

function sportRoutes(sport: Sport): SimRouteTable {
  const paths = API_PATHS.teamLibrary[sport];
  const teamData = onTeamSeasons(sport, (backend, { competition, team }, matches, seasonIds) =>
    ok(backend, teamRecord(competition, team, seasonIds, matches, (id) => backend.world.team(id)?.strength ?? 1)),
  );
  const routes: SimRouteTable = {
    [paths.teamInfo]: onTeam(sport, (backend, { team, competition }) => {
      const seasons = seasonsOf(competition, backend.world.now());
      const squad = squadOfTeam(backend, team);
      return ok(backend, {
        teamId: team.id,
        sportType: SPORT_TYPE[sport],
        name: team.name,
        logo: team.logo,
        competitionId: competition.id,
        competitionName: competition.name,
        competitionLogo: competition.logo,
        ...teamProfile(backend.world.seed, team, regionOfCompetition(competition.name)),
        playerCount: squad.length,
        marketValue: squad.reduce((sum, p) => sum + p.marketValue, 0),
        curSeasonId: seasons.find((s) => s.isCurrent)?.seasonId ?? 0,
        seasons: seasons.map(({ seasonId, name, isCurrent }) => ({ seasonId, name, isCurrent })),
      });
    }),
    [paths.teamMatches]: onTeamSeasons(sport, (backend, _ctx, matches) => ok(backend, { matches: named(backend, matches) })),
    [paths.teamBestPlayer]: onTeam(sport, (backend, ctx, req) => {
      const seasonId = intField(req.body, "seasonId") ?? currentSeasonId(backend.world, ctx.competition);
      const matches = teamMatches(backend.world, ctx.competition, ctx.team, [seasonId]);
      if (!matches) return fail(invalid("赛季不存在"));
      const rankSize = Math.max(1, intField(req.body, "rankSize") ?? DEFAULT_RANK_SIZE[sport]);
      const simple = intField(req.body, "simple") === 1;
      const squad = squadOfTeam(backend, ctx.team);
      const totals = squadTotals(backend.world.seed, ctx.competition, ctx.team.id, squad, matches);
      const ranked = rankPlayers(squad.map((player) => ({ player, stats: totals.get(player.playerId) ?? emptyStats(sport) })));
      return ok(backend, {
        seasonId,
        players: ranked.slice(0, rankSize).map(({ player, stats }) => {
          const { playerId, name, logo, number, position, positionName, age, nationality, marketValue } = player;
          return { playerId, name, logo, number, position, positionName, age, nationality, marketValue, stats: simple ? null : stats };
        }),
      });
    }),
    [paths.teamData]: teamData,
    [paths.playerInfo]: onPlayer(sport, (backend, ctx) => {
      const seasonId = currentSeasonId(backend.world, ctx.competition);
      const totals = squadTotals(backend.world.seed, ctx.competition, ctx.team.id, ctx.squad, currentMatches(backend, ctx));
      return ok(backend, {
        ...playerProfile(ctx),
        sportType: SPORT_TYPE[sport],
        teamId: ctx.team.id,
        teamName: ctx.team.name,
        teamLogo: ctx.team.logo,
        competitionId: ctx.competition.id,
        competitionName: ctx.competition.name,
        seasonId,
        stats: totals.get(ctx.player.playerId) ?? emptyStats(sport),
      });
    }),
    [paths.playerRecent]: onPlayer(sport, (backend, ctx) => {
      const recent = finishedTeamMatches(backend.world, ctx.competition, ctx.team).slice(0, RECENT_SIZE);
      return ok(backend, { matches: playerLines(backend, ctx, recent) });
    }),
  };
  if (sport === "basketball") {
    const bb = API_PATHS.teamLibrary.basketball;
    routes[bb.teamFutureMatches] = onTeamSeasons(sport, (backend, _ctx, matches) => ok(backend, { matches: named(backend, matches.filter((m) => m.statusId === 1)) }));
    routes[bb.playerMatches] = onPlayer(sport, (backend, ctx) => {
      const current = new Set(currentMatches(backend, ctx).map((m) => m.matchId));
      const finished = finishedTeamMatches(backend.world, ctx.competition, ctx.team).filter((m) => current.has(m.matchId));
      return ok(backend, { matches: playerLines(backend, ctx, finished) });
    });
    routes[bb.playerData] = onPlayer(sport, (backend, ctx) => {
      const totals = squadTotals(backend.world.seed, ctx.competition, ctx.team.id, ctx.squad, currentMatches(backend, ctx));
      return ok(backend, { seasonId: currentSeasonId(backend.world, ctx.competition), stats: totals.get(ctx.player.playerId) ?? emptyStats(sport) });
    });
  }
  routes[API_PATHS.teamLibrary.headToHead[sport]] = headToHead(sport);
  return routes;
}

function playerLines(backend: SimBackend, ctx: PlayerContext, matches: readonly LibraryMatch[]) {
  const named_ = named(backend, matches);
  return playerMatchLines(backend.world.seed, ctx.competition, ctx.player, ctx.squad, matches).map(({ stats }, i) => ({ ...named_[i]!, stats }));
}

export const teamRoutes: SimRouteTable = {
  ...sportRoutes("football"),
  ...sportRoutes("basketball"),
  [API_PATHS.teamLibrary.football.hotTeams]: (backend) => ok(backend, hotTeams(backend.world)),
};
