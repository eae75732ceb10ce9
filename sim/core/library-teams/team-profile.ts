// The invented facts of a team's page (docs/api-calls.md "Data library: teams and players"):
// country, founding year, venue and coach, seeded by the team so every run agrees.
import type { SimTeam } from "../model";
import { hashSeed, Random } from "../random";

const VENUE_SUFFIX = { football: ["体育场", "球场", "竞技场", "公园球场"], basketball: ["体育馆", "中心球馆", "竞技中心", "篮球馆"] } as const;
const COACHES = ["安切洛蒂", "瓜迪奥拉", "克洛普", "西蒙尼", "阿尔特塔", "波切蒂诺", "孔蒂", "滕哈赫", "斯帕莱蒂", "纳格尔斯曼", "李铁", "高洪波", "杜锋", "郭士强", "李春江", "斯波尔斯特拉", "科尔", "马龙", "波波维奇", "里弗斯"];
const COUNTRIES = ["英格兰", "西班牙", "意大利", "德国", "法国", "葡萄牙", "荷兰", "美国", "中国", "日本", "韩国", "巴西", "阿根廷"];

export interface TeamProfile {
  country: string;
  founded: number;
  venue: string;
  venueCapacity: number;
  coach: string;
}

/** `region`: the competition's country or region; an international one gets a seeded country. */
export function teamProfile(seed: number, team: Pick<SimTeam, "id" | "name" | "sport">, region: string): TeamProfile {
  const rng = new Random(hashSeed(seed, "team-profile", team.id));
  const football = team.sport === "football";
  const stem = Array.from(team.name).slice(0, 2).join("");
  return {
    country: region && region !== "国际" ? region : rng.pick(COUNTRIES),
    founded: football ? rng.int(1878, 2012) : rng.int(1946, 2016),
    venue: stem + rng.pick(VENUE_SUFFIX[team.sport]),
    venueCapacity: football ? rng.int(12, 90) * 1000 : rng.int(80, 210) * 100,
    coach: rng.pick(COACHES),
  };
}
