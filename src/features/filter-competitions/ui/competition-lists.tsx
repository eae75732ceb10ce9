// The tab contents: the all tab's groups under headings (热门赛事, #, A–Z) and the lottery
// tabs' flat list. They re-render only when the offer or the tab changes, never on a toggle.
import { memo, useId } from "react";
import type { Store } from "effector";
import type { FilterCompetition, FilterGroup } from "../lib/filter-options";
import type { Selection } from "../lib/selection";
import { CompetitionChip } from "./competition-chip";
import classes from "./competition-filter.module.css";

interface ListProps {
  selection: Store<Selection>;
  onToggle: (id: number) => void;
}

function Chips({ competitions, selection, onToggle }: ListProps & { competitions: FilterCompetition[] }) {
  return (
    <div className={classes.chips}>
      {competitions.map((competition) => (
        <CompetitionChip key={competition.id} competition={competition} selection={selection} onToggle={onToggle} />
      ))}
    </div>
  );
}

export const GroupedCompetitions = memo(function GroupedCompetitions({ groups, selection, onToggle }: ListProps & { groups: FilterGroup[] }) {
  const prefix = useId();
  if (groups.length === 0) return <p className={classes.empty}>暂无数据</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className={classes.group} aria-labelledby={`${prefix}${group.key}`} data-group={group.key}>
          <h3 id={`${prefix}${group.key}`} className={classes.heading}>{group.title}</h3>
          <Chips competitions={group.competitions} selection={selection} onToggle={onToggle} />
        </section>
      ))}
    </>
  );
});

export const FlatCompetitions = memo(function FlatCompetitions({ competitions, selection, onToggle }: ListProps & { competitions: FilterCompetition[] }) {
  if (competitions.length === 0) return <p className={classes.empty}>暂无数据</p>;
  return <Chips competitions={competitions} selection={selection} onToggle={onToggle} />;
});
