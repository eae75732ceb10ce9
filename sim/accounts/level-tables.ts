// Level tables of /v1/tasks/levelinfo: user 1–30, anchor 1–40, forecast 1–6. levelExpList[i]
// is the exp needed to pass level i + 1 (the client's progress bar is exp / need).

export type LevelType = 1 | 2 | 3;

export interface LevelTable {
  levelExpList: number[];
  levelList: { level: number; levelTxt: string }[];
}

const ROMAN = ["Ⅰ", "Ⅱ", "Ⅲ", "Ⅳ", "Ⅴ"];
const USER_TITLES = ["青铜球迷", "白银球迷", "黄金球迷", "铂金球迷", "钻石球迷", "王者球迷"];
const ANCHOR_TITLES = ["见习主播", "新锐主播", "人气主播", "实力主播", "金牌主播", "明星主播", "巨星主播", "传奇主播"];
const FORECAST_TITLES = ["预测新手", "预测学徒", "预测达人", "预测高手", "预测专家", "预测大师"];
const FORECAST_EXP = [50, 150, 400, 1000, 2500, 6000];

/** Five levels per title: 青铜球迷Ⅰ … 青铜球迷Ⅴ, 白银球迷Ⅰ … */
function banded(titles: readonly string[], need: (level: number) => number): LevelTable {
  const levels = titles.length * 5;
  const table: LevelTable = { levelExpList: [], levelList: [] };
  for (let level = 1; level <= levels; level++) {
    table.levelExpList.push(need(level));
    table.levelList.push({ level, levelTxt: `${titles[Math.floor((level - 1) / 5)]}${ROMAN[(level - 1) % 5]}` });
  }
  return table;
}

const TABLES: Readonly<Record<LevelType, LevelTable>> = {
  1: banded(USER_TITLES, (level) => Math.round(100 * level ** 1.4)),
  2: banded(ANCHOR_TITLES, (level) => Math.round(200 * level ** 1.5)),
  3: {
    levelExpList: FORECAST_EXP.slice(),
    levelList: FORECAST_TITLES.map((levelTxt, i) => ({ level: i + 1, levelTxt })),
  },
};

export function levelTable(type: LevelType): LevelTable {
  const t = TABLES[type];
  return { levelExpList: t.levelExpList.slice(), levelList: t.levelList.map((l) => ({ ...l })) };
}

/** Level text, clamped into the table. */
export function levelTxt(type: LevelType, level: number): string {
  const list = TABLES[type].levelList;
  return list[Math.min(list.length, Math.max(1, level)) - 1]?.levelTxt ?? "";
}

/** Exp needed to pass `level`, clamped into the table. */
export function levelNeed(type: LevelType, level: number): number {
  const list = TABLES[type].levelExpList;
  return list[Math.min(list.length, Math.max(1, level)) - 1] ?? 0;
}
