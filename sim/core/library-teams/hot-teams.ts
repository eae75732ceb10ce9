// 热门球队 (docs/api-calls.md "Data library: teams and players", /v1/football/team/hot): the two
// strongest teams of each hot competition, in the hot list's order, at most 24.
import type { SimWorld } from "../world/sim-world";

const PER_COMPETITION = 2;
const MAX_HOT_TEAMS = 24;

export interface HotTeam {
  teamId: number;
  name: string;
  logo: string;
  competitionId: number;
  competitionName: string;
}

export function hotTeams(world: SimWorld): HotTeam[] {
  return world
    .hotCompetitionIds("football")
    .flatMap((id) => {
      const competition = world.competition(id);
      if (!competition) return [];
      return [...world.teams(id)]
        .sort((a, b) => b.strength - a.strength || a.id - b.id)
        .slice(0, PER_COMPETITION)
        .map((t) => ({ teamId: t.id, name: t.name, logo: t.logo, competitionId: id, competitionName: competition.name }));
    })
    .slice(0, MAX_HOT_TEAMS);
}
