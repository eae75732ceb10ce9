// One competition's checkbox. It reads only its own checked state from the selection, so a
// toggle re-renders this chip and not the other hundreds; a native input keeps each one cheap.
import { memo } from "react";
import type { Store } from "effector";
import { useStoreMap } from "effector-react";
import type { FilterCompetition } from "../lib/filter-options";
import type { Selection } from "../lib/selection";
import classes from "./competition-filter.module.css";

interface CompetitionChipProps {
  competition: FilterCompetition;
  selection: Store<Selection>;
  onToggle: (id: number) => void;
}

export const CompetitionChip = memo(function CompetitionChip({ competition, selection, onToggle }: CompetitionChipProps) {
  const { id, name, label, count } = competition;
  const checked = useStoreMap({ store: selection, keys: [id], fn: (selected, [key]) => selected.has(key) });
  return (
    <label className={classes.chip} title={name} data-competition-id={id} data-count={count} data-checked={checked || undefined}>
      <input
        type="checkbox"
        className={classes.input}
        checked={checked}
        onChange={() => onToggle(id)}
        aria-label={`${name}（${count}场）`}
      />
      <span className={classes.name} data-testid="competition-label">{label}</span>
      <span className={classes.count} aria-hidden>{count}</span>
    </label>
  );
});
