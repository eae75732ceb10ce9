// How a ranking writes its figures (docs/product-rules.md "Data library", 榜单).
import type { RankType, RankUnit } from "#wire";

/** A value by its unit: a percent with "%", minutes as "1234分钟", per-game and ratings with one decimal, counts whole. */
export function rankValueText(unit: RankUnit, value: number): string {
  if (!Number.isFinite(value)) return "-";
  switch (unit) {
    case "percent":
      return `${Math.min(100, Math.max(0, value)).toFixed(1)}%`;
    case "minutes":
      return `${Math.round(value)}分钟`;
    case "perGame":
    case "rating":
      return value.toFixed(1);
    default:
      return String(Math.round(value));
  }
}

/** The type picker's groups, in the table's order: [{group, items: [{value, label}]}]. */
export function rankTypeGroups(types: readonly RankType[]): { group: string; items: { value: string; label: string }[] }[] {
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  for (const t of types) {
    let group = groups.find((g) => g.group === t.group);
    if (!group) groups.push((group = { group: t.group, items: [] }));
    group.items.push({ value: t.key, label: t.label });
  }
  return groups;
}
