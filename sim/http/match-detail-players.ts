// Squads for the match-detail incidents: 18 invented names per team (11 starters, 7 on the
// bench), drawn from the team's own seed so a team keeps its players across matches and runs.
import { hashSeed, Random } from "../core";

// Transliterated surnames as Chinese score sites print foreign players, plus invented Chinese names.
const FOREIGN = [
  "席尔瓦", "费尔南德斯", "罗德里格斯", "冈萨雷斯", "马丁内斯", "桑托斯", "佩雷拉", "科斯塔", "洛佩斯", "加西亚",
  "穆勒", "施密特", "罗西", "贝尔纳", "莫雷诺", "阿尔维斯", "迪亚斯", "托雷斯", "拉莫斯", "纳瓦斯",
  "霍夫曼", "韦伯", "科瓦奇", "诺瓦克", "扬森", "德容", "范戴克", "奥利维拉", "卡瓦略", "门德斯",
  "杜波依斯", "勒梅尔", "福斯特", "沃克", "格林", "特纳", "伊藤", "山田", "佐藤", "金泰民",
];
const SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "高", "林", "罗"];
const GIVEN = ["子豪", "一鸣", "浩然", "宇航", "俊杰", "志强", "嘉诚", "晨阳", "天佑", "博文", "思远", "立伟", "振宇", "家乐", "明轩", "泽楷"];

export const SQUAD_SIZE = 18;
export const STARTERS = 11;

/** The team's 18 distinct player names: indices 0–10 start, 11–17 are the bench. */
export function squadOf(seed: number, teamId: number): string[] {
  const rng = new Random(hashSeed(seed, "squad", teamId));
  const foreignShare = rng.float(0.2, 0.9);
  const names = new Set<string>();
  for (let guard = 0; names.size < SQUAD_SIZE && guard < 500; guard++) {
    names.add(rng.chance(foreignShare) ? rng.pick(FOREIGN) : rng.pick(SURNAMES) + rng.pick(GIVEN));
  }
  for (let i = names.size; names.size < SQUAD_SIZE; i++) names.add(`球员${i + 1}`); // never reached with these pools
  return [...names];
}
