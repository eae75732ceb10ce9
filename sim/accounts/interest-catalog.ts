// What /v1/customer/interest/info offers per sport: the world's hot competitions and the leading
// teams of the first few, plus a small fixed esports list (sport 3 has no matches in the sim).
import { logoUrl, type SimCompetition, type SimWorld, type Sport } from "../core";

export type InterestScope = 1 | 2 | 3;

/** One saved choice: a competition (type 1) or team (type 2) of a sport (scope). */
export interface InterestChoice {
  interestId: number;
  scope: InterestScope;
  type: 1 | 2;
}

export interface InterestEntry extends InterestChoice {
  shortName: string;
  logo: string;
}

export interface InterestGroup {
  sportType: InterestScope;
  competitionVOS: InterestEntry[];
  teamVOS: InterestEntry[];
}

export const MAX_INTERESTS = 10;

/** Esports: ids far from the world's (competitions 1–1440, teams 100 001+ / 300 001+). */
export const GAME_COMPETITIONS = [
  { id: 9001, shortName: "LPL" },
  { id: 9002, shortName: "KPL" },
  { id: 9003, shortName: "DOTA2" },
  { id: 9004, shortName: "CS2" },
] as const;
export const GAME_TEAMS = [
  { id: 900_001, shortName: "JDG" },
  { id: 900_002, shortName: "BLG" },
  { id: 900_003, shortName: "TES" },
  { id: 900_004, shortName: "AG超玩会" },
  { id: 900_005, shortName: "狼队" },
  { id: 900_006, shortName: "LGD" },
] as const;

/** Teams offered per sport: the first N teams of the first M hot competitions. */
const TEAM_PICK: Readonly<Record<Sport, { comps: number; perComp: number }>> = {
  football: { comps: 5, perComp: 3 },
  basketball: { comps: 3, perComp: 4 },
};

export const interestKey = (c: InterestChoice) => `${c.scope}:${c.type}:${c.interestId}`;

export function buildInterestCatalog(world: SimWorld): InterestGroup[] {
  const groups: InterestGroup[] = (["football", "basketball"] as const).map((sport) => {
    const scope: InterestScope = sport === "football" ? 1 : 2;
    const hot = world.hotCompetitionIds(sport).map((id) => world.competition(id)).filter((c): c is SimCompetition => c !== undefined);
    const pick = TEAM_PICK[sport];
    return {
      sportType: scope,
      competitionVOS: hot.map((c) => ({ interestId: c.id, scope, type: 1 as const, shortName: c.shortName, logo: c.logo })),
      teamVOS: hot
        .slice(0, pick.comps)
        .flatMap((c) => world.teams(c.id).slice(0, pick.perComp))
        .map((t) => ({ interestId: t.id, scope, type: 2 as const, shortName: t.name, logo: t.logo })),
    };
  });
  groups.push({
    sportType: 3,
    competitionVOS: GAME_COMPETITIONS.map((c) => ({ interestId: c.id, scope: 3, type: 1, shortName: c.shortName, logo: logoUrl("competition", c.id) })),
    teamVOS: GAME_TEAMS.map((t) => ({ interestId: t.id, scope: 3, type: 2, shortName: t.shortName, logo: logoUrl("team", t.id) })),
  });
  return groups;
}

/** Label of an esports logo id, for the logo route (the world knows only football and basketball). */
export function gameLogoLabel(kind: "competition" | "team", id: number): string | undefined {
  const list: readonly { id: number; shortName: string }[] = kind === "competition" ? GAME_COMPETITIONS : GAME_TEAMS;
  return list.find((entry) => entry.id === id)?.shortName;
}
