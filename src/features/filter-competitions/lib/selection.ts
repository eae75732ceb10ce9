// The dialog's draft selection per tab (docs/product-rules.md "Filter state": the stored filter
// holds only one tab's ids).
import type { CompetitionFilter } from "@/entities/match";
import type { FilterOptions } from "./filter-options";

export type Selection = ReadonlySet<number>;

export const tabIds = <C extends string>(options: FilterOptions<C>, tab: C): number[] => (options.tabs[tab] ?? []).map((c) => c.id);

/**
 * A tab opens with the confirmed filter's ids when the filter belongs to it (those still in the
 * list), otherwise with every competition selected.
 */
export function initialSelection<C extends string>(options: FilterOptions<C>, tab: C, filter: CompetitionFilter<C> | null): Selection {
  const ids = tabIds(options, tab);
  if (filter?.category !== tab) return new Set(ids);
  const kept = new Set(filter.ids);
  const selected = ids.filter((id) => kept.has(id));
  return new Set(selected.length > 0 ? selected : ids);
}

export function toggled(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** 反选: within the tab, what was selected is cleared and the rest selected. */
export const inverted = (selection: Selection, ids: readonly number[]): Selection => new Set(ids.filter((id) => !selection.has(id)));

/** True when the selection holds every competition of the tab. */
export const selectsAll = (selection: Selection, ids: readonly number[]): boolean => ids.every((id) => selection.has(id));
