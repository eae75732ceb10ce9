// The competition menu's catalogue: hot competitions (tops) and categories by country or region
// (categorys), in the region table's order, "国际" first for competitions of no one country.
import type { SimCompetition, Sport } from "../model";
import { REGIONS } from "../names/regions";
import { regionOf } from "../names/team-names";
import type { SimWorld } from "../world/sim-world";

export interface MenuCompetition {
  competitionId: number;
  name: string;
  shortName: string;
  logo: string;
  /** "A".."Z". */
  initial: string;
  /** 1 league, 2 cup. */
  type: 1 | 2;
}

export interface MenuCategory {
  id: number;
  name: string;
  competitions: MenuCompetition[];
}

export const INTERNATIONAL = "国际";

/**
 * A competition's country or region: the catalogue's rule, plus the one-character short forms
 * for short names ("英超", "西甲", "美职联"), which that rule leaves out to avoid false matches in
 * long ones.
 */
export function regionOfCompetition(name: string): string {
  const region = regionOf(name, REGIONS);
  if (region || name.length > 3) return region || INTERNATIONAL;
  return REGIONS.find(([, short]) => short.length === 1 && name.startsWith(short))?.[0] ?? INTERNATIONAL;
}

export const menuCompetition = (c: SimCompetition): MenuCompetition => ({
  competitionId: c.id,
  name: c.name,
  shortName: c.shortName,
  logo: c.logo,
  initial: c.initial,
  type: c.isCup ? 2 : 1,
});

export function competitionMenu(world: SimWorld, sport: Sport): { tops: MenuCompetition[]; categorys: MenuCategory[] } {
  const all = world.competitions(sport);
  const byRegion = new Map<string, SimCompetition[]>();
  for (const c of all) {
    const region = regionOfCompetition(c.name);
    byRegion.set(region, [...(byRegion.get(region) ?? []), c]);
  }
  const order = [INTERNATIONAL, ...REGIONS.map(([full]) => full)];
  const categorys = order
    .filter((name) => byRegion.has(name))
    .map((name, i) => ({ id: i + 1, name, competitions: (byRegion.get(name) ?? []).map(menuCompetition) }));
  const tops = world.hotCompetitionIds(sport).flatMap((id) => {
    const c = world.competition(id);
    return c ? [menuCompetition(c)] : [];
  });
  return { tops, categorys };
}

/** Recent competitions: those playing today, hot ones first, at most 12. */
export function recentCompetitions(world: SimWorld, sport: Sport): MenuCompetition[] {
  const ids = new Set(world.day(sport, world.todayKey()).map((m) => m.competitionId));
  return world
    .competitions(sport)
    .filter((c) => ids.has(c.id))
    .sort((a, b) => Number(b.hot) - Number(a.hot))
    .slice(0, 12)
    .map(menuCompetition);
}
