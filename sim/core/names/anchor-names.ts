// Anchor (streamer) nicknames and blurbs, in the style of Chinese sports streaming rooms.

import type { Random } from "../random";

const PREFIXES = ["球评", "足球", "篮球", "看球", "解说", "侃球", "追球", "聊球", "赛事", "绿茵", "篮下", "金哨", ""];
const CORES = ["老王", "小李", "阿杰", "大鹏", "小七", "老张", "阿飞", "胖虎", "老K", "小鱼", "阿水", "大熊", "小白", "老刘",
  "阿豪", "小周", "大牛", "老陈", "阿伟", "小胖", "老黄", "阿龙", "小杨", "大刚", "老赵", "阿明", "小吴", "阿彬", "小雨", "阿狸"];
const SUFFIXES = ["", "说球", "聊球", "侃球", "哥", "姐", "君", "解说", "看球", "预测", "分析"];

const DESCRIPTIONS = [
  "专注五大联赛，每日赛前深度分析",
  "十年看球经验，只说真话",
  "NBA、CBA全覆盖，数据流解说",
  "欢迎来到直播间，关注不迷路",
  "日职韩K专场，冷门捕手",
  "赛前阵容、伤停、盘口一站看清",
  "理性看球，快乐解说",
  "每晚八点准时开播",
  "北单竞彩思路分享，仅供参考",
  "篮球数据控，带你看懂比赛",
];

/** `count` unique nicknames. */
export function anchorNicknames(rng: Random, count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let guard = 0; out.length < count && guard < count * 100; guard++) {
    const name = rng.pick(PREFIXES) + rng.pick(CORES) + rng.pick(SUFFIXES);
    if (name.length < 2 || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  for (let i = out.length; i < count; i++) out.push(`主播${10000 + i}`); // never reached with these lists; keeps the count exact
  return out;
}

export function anchorDescription(rng: Random): string {
  return rng.pick(DESCRIPTIONS);
}
