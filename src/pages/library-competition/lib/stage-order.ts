// Stage kinds, names and display order (docs/product-rules.md "Data library", 对阵): the stage
// picker lists a season's stages in their sport's order.
/** Basketball stage kinds in display order: preseason 3, regular 1, cup 5, play-in 6, playoffs 2, all-star 4. */
export const BASKETBALL_STAGE_ORDER: readonly number[] = [3, 1, 5, 6, 2, 4];
export const BASKETBALL_STAGE_NAMES: Readonly<Record<number, string>> = { 1: "常规赛", 2: "季后赛", 3: "季前赛", 4: "全明星", 5: "杯赛", 6: "附加赛" };
/** Football stage kinds: 2 qualifier, 3 group, 4 preseason, 5 regular, 6 playoff. */
export const FOOTBALL_STAGE_NAMES: Readonly<Record<number, string>> = { 2: "资格赛", 3: "小组赛", 4: "季前赛", 5: "常规赛", 6: "淘汰赛" };
/** Football stages in the order a season plays them. */
export const FOOTBALL_STAGE_ORDER: readonly number[] = [4, 2, 3, 5, 6];

/** Stages sorted by their sport's order; unknown kinds last, in their own order. */
export function sortStages<S extends { kind: number }>(sport: "football" | "basketball", stages: readonly S[]): S[] {
  const order = sport === "basketball" ? BASKETBALL_STAGE_ORDER : FOOTBALL_STAGE_ORDER;
  const rank = (kind: number) => (order.includes(kind) ? order.indexOf(kind) : order.length);
  return [...stages].sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** The name a stage shows: its own, or its kind's. */
export function stageName(sport: "football" | "basketball", stage: { kind: number; nameZh: string }): string {
  return stage.nameZh || (sport === "basketball" ? BASKETBALL_STAGE_NAMES : FOOTBALL_STAGE_NAMES)[stage.kind] || "淘汰赛";
}
