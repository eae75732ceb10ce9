// Competition names: the well-known ones first (their order decides the hot and top-tier
// lists), then "region + tier" names until the wanted count is reached. Pure and ordered, so the
// same count always yields the same names with the same ids.

import { REGIONS } from "./regions";

export interface CompetitionName {
  name: string;
  shortName: string;
  isCup: boolean;
  /** 1 = college rules with two halves (basketball only). */
  ncaa: 0 | 1;
}

type Famous = readonly [name: string, cup?: "cup" | "ncaa"];

/** Hot first (20), then the rest of the top tier (to 60), then other well-known ones. */
const FOOTBALL_FAMOUS: readonly Famous[] = [
  ["英超"], ["西甲"], ["德甲"], ["意甲"], ["法甲"], ["中超"], ["日职联"], ["韩K联"], ["欧冠", "cup"], ["亚冠", "cup"],
  ["英冠"], ["葡超"], ["荷甲"], ["欧联", "cup"], ["欧协联", "cup"], ["美职联"], ["澳超"], ["沙特联"], ["世界杯", "cup"], ["欧洲杯", "cup"],
  ["苏超"], ["比甲"], ["土超"], ["俄超"], ["巴西甲"], ["阿根廷甲"], ["中甲"], ["日职乙"], ["韩K2联"], ["英甲"],
  ["西乙"], ["德乙"], ["意乙"], ["法乙"], ["荷乙"], ["瑞士超"], ["奥甲"], ["丹超"], ["挪超"], ["瑞典超"],
  ["希腊超"], ["墨西超"], ["英足总杯", "cup"], ["国王杯", "cup"], ["德国杯", "cup"], ["意大利杯", "cup"], ["法国杯", "cup"], ["足协杯", "cup"], ["美洲杯", "cup"], ["亚洲杯", "cup"],
  ["非洲杯", "cup"], ["解放者杯", "cup"], ["南美杯", "cup"], ["英联杯", "cup"], ["欧国联", "cup"], ["卡塔尔联"], ["阿联酋超"], ["伊朗超"], ["泰超"], ["英乙"],
  ["越南联"], ["印尼超"], ["马来超"], ["新加坡联"], ["香港超"], ["中乙"], ["天皇杯", "cup"], ["韩足总杯", "cup"], ["澳足总杯", "cup"], ["智利甲"],
  ["哥伦甲"], ["乌拉甲"], ["巴拉甲"], ["秘鲁甲"], ["厄瓜甲"], ["埃及超"], ["摩洛超"], ["突尼超"], ["南非超"], ["波兰超"],
  ["捷克甲"], ["克罗甲"], ["塞尔超"], ["罗甲"], ["乌克超"], ["以色超"], ["塞浦甲"], ["芬超"], ["冰岛超"], ["爱超"],
  ["威超"], ["北爱超"], ["哈萨超"], ["中女超"], ["青年欧冠", "cup"], ["国际友谊", "cup"], ["球会友谊", "cup"],
];

const BASKETBALL_FAMOUS: readonly Famous[] = [
  ["NBA"], ["CBA"], ["WNBA"], ["NCAA", "ncaa"], ["欧篮联"], ["西篮甲"], ["澳NBL"], ["韩篮甲"], ["日篮B联"], ["男篮世界杯", "cup"],
  ["意篮甲"], ["德篮甲"], ["法篮甲"], ["土篮超"], ["希篮甲"], ["以篮超"], ["菲篮联"], ["WCBA"], ["中国NBL"], ["亚篮杯", "cup"],
  ["篮冠联"], ["欧篮杯", "cup"], ["NCAA女篮", "ncaa"], ["立陶宛篮甲"], ["阿根廷篮甲"], ["巴西篮甲"], ["墨西篮"], ["VTB联赛"], ["女篮世界杯", "cup"], ["CUBA"],
  ["亚冠篮", "cup"], ["东超联"], ["波多黎各篮"], ["新西兰NBL"],
];

const FOOTBALL_TIERS = ["超", "甲", "乙", "杯", "丙", "超甲", "联赛杯", "超级杯", "女超", "U21", "U19", "后备", "女甲", "青年联", "丁"];
const BASKETBALL_TIERS = ["篮甲", "篮乙", "篮超", "女篮", "篮球杯", "篮联", "青年篮"];
const CUP_TIERS = new Set(["杯", "联赛杯", "超级杯", "篮球杯"]);

/** Up to 5 characters; long names keep their last characters, which carry the tier. */
function shorten(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 5 ? name : chars.slice(0, 2).join("") + chars.slice(-3).join("");
}

export function competitionNames(sport: "football" | "basketball", count: number): CompetitionName[] {
  const famous = sport === "football" ? FOOTBALL_FAMOUS : BASKETBALL_FAMOUS;
  const tiers = sport === "football" ? FOOTBALL_TIERS : BASKETBALL_TIERS;
  const out: CompetitionName[] = [];
  const seen = new Set<string>();
  for (const [name, flag] of famous) {
    if (out.length >= count) return out;
    seen.add(name);
    out.push({ name, shortName: shorten(name), isCup: flag === "cup", ncaa: flag === "ncaa" ? 1 : 0 });
  }
  // Tier-major order so each pass walks every region, which spreads initials over A–Z.
  for (const tier of tiers) {
    for (const [full, short] of REGIONS) {
      if (out.length >= count) return out;
      const name = full + tier;
      if (seen.has(name)) continue;
      seen.add(name);
      out.push({ name, shortName: shorten(short + tier), isCup: CUP_TIERS.has(tier), ncaa: 0 });
    }
  }
  return out;
}

/** How many of the leading names are "hot" and "top tier" per sport. */
export const HOT_COUNT = { football: 20, basketball: 10 } as const;
export const TOP_ONE_COUNT = { football: 60, basketball: 20 } as const;
