// The level progress bar (docs/product-rules.md "Numbers"): exp over the level's need × 100,
// rounded and clamped to 0–100; the need is levelExpList[level − 1].
export function levelProgress(exp: number, level: number, levelExpList: readonly number[]): number {
  const need = levelExpList[level - 1];
  if (need === undefined || need <= 0) return 100; // top level or no table: nothing left to earn
  return Math.min(100, Math.max(0, Math.round((exp / need) * 100)));
}

/** The next level's label, or null at the top of the table. */
export function nextLevelOf(level: number, levelList: ReadonlyArray<{ level: number; levelTxt: string }>) {
  return levelList.find((entry) => entry.level === level + 1) ?? null;
}
