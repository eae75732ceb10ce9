// Competitions and teams for both sports. Built once per world from the seed; the team objects
// are shared by every day's matches.

import { COMPETITION_ID_BASE, TEAM_ID_BASE, logoUrl } from "../ids";
import type { SimCompetition, SimTeam, Sport } from "../model";
import { competitionNames, HOT_COUNT, TOP_ONE_COUNT } from "../names/competition-names";
import { initialOf } from "../names/pinyin-initials";
import { REGIONS } from "../names/regions";
import { REAL_TEAMS, regionOf, teamNames } from "../names/team-names";
import { hashSeed, Random } from "../random";
import { GREY, PALETTE } from "./palette";

export const COMPETITION_COUNT: Readonly<Record<Sport, number>> = { football: 440, basketball: 150 };
/** The most competitions the name generator has for a sport (every famous one, then tier × region). */
export const MAX_COMPETITION_COUNT: Readonly<Record<Sport, number>> = { football: 1800, basketball: 800 };

export interface Catalog {
  readonly competitions: Readonly<Record<Sport, readonly SimCompetition[]>>;
  readonly competitionById: ReadonlyMap<number, SimCompetition>;
  readonly teamById: ReadonlyMap<number, SimTeam>;
  readonly hot: Readonly<Record<Sport, readonly number[]>>;
  readonly topOne: Readonly<Record<Sport, readonly number[]>>;
}

const LEAGUE_SIZES = [10, 12, 14, 16, 16, 18, 18, 20, 20];
const CUP_SIZES = [8, 8, 12, 16, 16, 20];

function buildSport(seed: number, sport: Sport, count: number, competitionById: Map<number, SimCompetition>, teamById: Map<number, SimTeam>): SimCompetition[] {
  const rng = new Random(hashSeed(seed, "catalog", sport));
  const names = competitionNames(sport, count);
  let nextTeamId = TEAM_ID_BASE[sport] + 1;
  return names.map((entry, index) => {
    const id = COMPETITION_ID_BASE[sport] + index + 1;
    const real = REAL_TEAMS[entry.name];
    const size = real ? real.length : rng.pick(entry.isCup ? CUP_SIZES : LEAGUE_SIZES);
    const names = teamNames(rng, entry.name, regionOf(entry.name, REGIONS), sport, size);
    // Strength falls along real club lists (they are listed roughly by standing); random otherwise.
    const strengths = names.map((_, i) => (real ? 1.4 - (0.8 * i) / Math.max(1, names.length - 1) + rng.float(-0.1, 0.1) : rng.float(0.6, 1.4)));
    const byStrength = strengths.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0]);
    const positionOf = new Map<number, number>(byStrength.map(([, i], rank) => [i, rank + 1]));
    const teamIds = names.map((name, i) => {
      const teamId = nextTeamId++;
      teamById.set(teamId, {
        id: teamId,
        sport,
        competitionId: id,
        name,
        logo: logoUrl("team", teamId),
        position: entry.isCup ? "" : String(positionOf.get(i) ?? i + 1),
        color: rng.pick(PALETTE),
        strength: strengths[i] ?? 1,
      });
      return teamId;
    });
    const competition: SimCompetition = {
      id,
      sport,
      name: entry.name,
      shortName: entry.shortName,
      color: rng.chance(0.08) ? GREY : rng.pick(PALETTE),
      logo: logoUrl("competition", id),
      initial: initialOf(entry.name),
      isCup: entry.isCup,
      ncaa: entry.ncaa,
      hot: index < HOT_COUNT[sport],
      topOne: index < TOP_ONE_COUNT[sport],
      teamIds,
    };
    competitionById.set(id, competition);
    return competition;
  });
}

/** counts: competitions per sport (default COMPETITION_COUNT; the bench asks for more). */
export function buildCatalog(seed: number, counts: Partial<Record<Sport, number>> = {}): Catalog {
  const competitionById = new Map<number, SimCompetition>();
  const teamById = new Map<number, SimTeam>();
  const countOf = (sport: Sport) => Math.min(MAX_COMPETITION_COUNT[sport], Math.max(1, Math.floor(counts[sport] ?? COMPETITION_COUNT[sport])));
  const football = buildSport(seed, "football", countOf("football"), competitionById, teamById);
  const basketball = buildSport(seed, "basketball", countOf("basketball"), competitionById, teamById);
  const idsWhere = (list: readonly SimCompetition[], pred: (c: SimCompetition) => boolean) => list.filter(pred).map((c) => c.id);
  return {
    competitions: { football, basketball },
    competitionById,
    teamById,
    hot: { football: idsWhere(football, (c) => c.hot), basketball: idsWhere(basketball, (c) => c.hot) },
    topOne: { football: idsWhere(football, (c) => c.topOne), basketball: idsWhere(basketball, (c) => c.topOne) },
  };
}
