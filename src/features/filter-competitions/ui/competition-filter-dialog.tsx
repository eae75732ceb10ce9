// The competition filter dialog (docs/product-rules.md "Competition filter"): 筛选(count) over the
// competitions in the list, 全选 / 反选 / 重置 / 完成(n), and the board's tabs (football: 全部 /
// 竞足 / 北单 / 传足).
import { useDeferredValue, useMemo } from "react";
import { Button, Modal, Tabs } from "@mantine/core";
import { useUnit } from "effector-react";
import { emptyFilterOptions } from "../lib/filter-options";
import type { FilterDialog } from "../model/create-filter-dialog";
import { FlatCompetitions, GroupedCompetitions } from "./competition-lists";
import classes from "./competition-filter.module.css";

/** Its own component so a toggle re-renders the count and not the lists. */
function ConfirmButton({ dialog }: { dialog: FilterDialog }) {
  const [count, submitted] = useUnit([dialog.$selectedCount, dialog.submitted]);
  return <Button size="xs" onClick={() => submitted()}>完成({count})</Button>;
}

function FilterActions({ dialog }: { dialog: FilterDialog }) {
  const [selectAll, invert, reset] = useUnit([dialog.allSelected, dialog.selectionInverted, dialog.selectionReset]);
  return (
    <div className={classes.actions}>
      <Button size="xs" variant="default" onClick={() => selectAll()}>全选</Button>
      <Button size="xs" variant="default" onClick={() => invert()}>反选</Button>
      <Button size="xs" variant="default" onClick={() => reset()}>重置</Button>
      <ConfirmButton dialog={dialog} />
    </div>
  );
}

function FilterTabs({ dialog }: { dialog: FilterDialog }) {
  const [tab, options, tabChanged, toggle] = useUnit([dialog.$tab, dialog.$options, dialog.tabChanged, dialog.competitionToggled]);
  const nothingYet = useMemo(() => emptyFilterOptions(dialog.tabs), [dialog.tabs]);
  // The dialog frame and the tab bar paint at once; the hundreds of chips follow in an
  // interruptible render, so opening or switching tabs never blocks the page in one long task.
  const shown = useDeferredValue(options, nothingYet);
  const shownTab = useDeferredValue(tab);
  const ready = shown !== nothingYet;
  const allTab = dialog.tabs[0]?.key;
  return (
    <Tabs value={tab} onChange={tabChanged} keepMounted={false}>
      <Tabs.List>
        {dialog.tabs.map((category) => (
          <Tabs.Tab key={category.key} value={category.key}>{category.label}</Tabs.Tab>
        ))}
      </Tabs.List>
      {dialog.tabs.map(({ key }) => (
        <Tabs.Panel key={key} value={key} className={classes.scroller} aria-busy={!ready || shownTab !== tab}>
          {!ready || shownTab !== key ? null : key === allTab ? (
            <GroupedCompetitions groups={shown.groups} selection={dialog.$selection} onToggle={toggle} />
          ) : (
            <FlatCompetitions competitions={shown.tabs[key] ?? []} selection={dialog.$selection} onToggle={toggle} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function CompetitionFilterDialog({ dialog }: { dialog: FilterDialog }) {
  const [open, total, closed] = useUnit([dialog.$open, dialog.$total, dialog.closed]);
  return (
    <Modal opened={open} onClose={closed} size="50%" title={`筛选(${total})`}>
      <FilterActions dialog={dialog} />
      <FilterTabs dialog={dialog} />
    </Modal>
  );
}
