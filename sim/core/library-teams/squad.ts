// A team's squad as the data library shows it (docs/api-calls.md "Data library: teams and
// players"): the names the match incidents and lineups use, with football shirt numbers and
// positions from the lineup, and profiles (age, height, nationality, value) seeded by player id.
import type { SimTeam, Sport } from "../model";
import { teamLineup } from "../match-centre/lineups";
import { hashSeed, Random } from "../random";

export const FOOTBALL_SQUAD = 18;
export const BASKETBALL_SQUAD = 13;
/** playerId = teamId × PLAYER_ID_STRIDE + n (n 1… in squad order). */
export const PLAYER_ID_STRIDE = 100;

export interface SquadPlayer {
  playerId: number;
  teamId: number;
  /** 0-based squad order: football 0–10 start, basketball 0–4. */
  index: number;
  name: string;
  logo: string;
  number: number;
  /** Football G D M F; basketball PG SG SF PF C. */
  position: string;
  positionName: string;
  age: number;
  birthday: string;
  height: number;
  weight: number;
  nationality: string;
  marketValue: number;
  preferredFoot: string;
}

export const playerIdOf = (teamId: number, index: number) => teamId * PLAYER_ID_STRIDE + index + 1;

/** The team and squad index of a player id (not checked against a team). */
export function parsePlayerId(playerId: number): { teamId: number; index: number } | undefined {
  if (!Number.isInteger(playerId) || playerId <= 0) return undefined;
  const index = (playerId % PLAYER_ID_STRIDE) - 1;
  return index < 0 ? undefined : { teamId: Math.floor(playerId / PLAYER_ID_STRIDE), index };
}

const FOOTBALL_POSITION_NAMES: Record<string, string> = { G: "门将", D: "后卫", M: "中场", F: "前锋" };
const BASKETBALL_POSITIONS = ["PG", "SG", "SF", "PF", "C"] as const;
const BASKETBALL_POSITION_NAMES: Record<string, string> = { PG: "控球后卫", SG: "得分后卫", SF: "小前锋", PF: "大前锋", C: "中锋" };
const FOREIGN_NATIONS = ["巴西", "阿根廷", "西班牙", "葡萄牙", "德国", "法国", "意大利", "荷兰", "克罗地亚", "塞尔维亚", "美国", "加拿大", "日本", "韩国", "尼日利亚", "澳大利亚"];
const CHINESE_NAME = /^[王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗]/;

function profile(sport: Sport, playerId: number, name: string, position: string, nowMs: number) {
  const rng = new Random(hashSeed("player-profile", playerId));
  const age = rng.int(19, 35);
  const year = new Date(nowMs).getUTCFullYear() - age - 1;
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const big = position === "C" || position === "PF" || position === "G" || position === "D";
  const height = sport === "football" ? rng.int(big ? 180 : 168, big ? 198 : 188) : rng.int(big ? 203 : 185, big ? 218 : 206);
  const weight = Math.round(height * (sport === "football" ? 0.42 : 0.5) + rng.int(-6, 8));
  const peak = 1 - Math.abs(age - 27) / 14;
  // Football: transfer value in €; basketball: yearly salary in $.
  const marketValue =
    sport === "football" ? Math.round(rng.float(0.3, 8) * 1_000_000 * (0.4 + peak) * rng.float(0.5, 6)) : Math.round(rng.float(1.1, 45) * 1_000_000 * (0.5 + peak / 2));
  return {
    age,
    birthday: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    height,
    weight,
    nationality: CHINESE_NAME.test(name) && !name.startsWith("金泰民") ? "中国" : rng.pick(FOREIGN_NATIONS),
    marketValue,
    preferredFoot: sport === "football" ? (rng.chance(0.75) ? "右脚" : "左脚") : "",
  };
}

/** `names`: the team's squad names (the incidents' squad, starters first). */
export function librarySquad(seed: number, team: Pick<SimTeam, "id" | "name" | "sport">, names: readonly string[], nowMs: number): SquadPlayer[] {
  // The sim has no player photos: "" (the client draws the name's first character).
  const logo = (_playerId: number) => "";
  if (team.sport === "football") {
    const lineup = teamLineup(seed, team, names.slice(0, FOOTBALL_SQUAD));
    return [...lineup.starters, ...lineup.substitutes].map((p, index) => {
      const playerId = playerIdOf(team.id, index);
      return {
        playerId,
        teamId: team.id,
        index,
        name: p.name,
        logo: logo(playerId),
        number: p.shirtNumber,
        position: p.position,
        positionName: FOOTBALL_POSITION_NAMES[p.position] ?? "",
        ...profile("football", playerId, p.name, p.position, nowMs),
      };
    });
  }
  const rng = new Random(hashSeed(seed, "basketball-squad", team.id));
  const numbers = rng.shuffle(Array.from({ length: 55 }, (_, i) => i)).slice(0, BASKETBALL_SQUAD);
  return names.slice(0, BASKETBALL_SQUAD).map((name, index) => {
    const playerId = playerIdOf(team.id, index);
    const position = index < 5 ? BASKETBALL_POSITIONS[index]! : rng.pick(BASKETBALL_POSITIONS);
    return {
      playerId,
      teamId: team.id,
      index,
      name,
      logo: logo(playerId),
      number: numbers[index]!,
      position,
      positionName: BASKETBALL_POSITION_NAMES[position] ?? "",
      ...profile("basketball", playerId, name, position, nowMs),
    };
  });
}
