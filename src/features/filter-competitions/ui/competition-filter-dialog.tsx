// The competition filter dialog (spec 1 §2): 筛选(count) over the competitions in the list,
// 全选 / 反选 / 重置 / 完成(n), tabs 全部 / 竞足 / 北单 / 传足.
import { useDeferredValue, useEffect } from "react";
import { Button, Modal, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { FOOTBALL_FILTER_CATEGORIES, type FootballFilterCategory } from "@/entities/match";
import { footballCompetitionsQuery } from "../api/football-competitions-request";
import { emptyFilterOptions } from "../lib/filter-options";
import {
  $activeFilterTab,
  $competitionFilterOpen,
  $filterOptions,
  $filterTotal,
  competitionCatalogLoaded,
  competitionFilterClosed,
  filterTabChanged,
} from "../model/filter-dialog";
import {
  $selectedCount,
  allCompetitionsSelected,
  competitionSelectionInverted,
  competitionSelectionReset,
  competitionToggled,
} from "../model/filter-selection";
import { competitionFilterSubmitted } from "../model/filter-confirm";
import { FlatCompetitions, GroupedCompetitions } from "./competition-lists";
import classes from "./competition-filter.module.css";

export const FILTER_TAB_LABELS: Record<FootballFilterCategory, string> = {
  allFootball: "全部",
  competitiveFootball: "竞足",
  beidanFootball: "北单",
  passFootball: "传足",
};

function useCompetitionCatalog() {
  const { data } = useQuery(footballCompetitionsQuery());
  const loaded = useUnit(competitionCatalogLoaded);
  useEffect(() => {
    if (data) loaded(data);
  }, [data, loaded]);
}

/** Its own component so a toggle re-renders the count and not the lists. */
function ConfirmButton() {
  const [count, submitted] = useUnit([$selectedCount, competitionFilterSubmitted]);
  return <Button size="xs" onClick={() => submitted()}>完成({count})</Button>;
}

function FilterActions() {
  const [selectAll, invert, reset] = useUnit([allCompetitionsSelected, competitionSelectionInverted, competitionSelectionReset]);
  return (
    <div className={classes.actions}>
      <Button size="xs" variant="default" onClick={() => selectAll()}>全选</Button>
      <Button size="xs" variant="default" onClick={() => invert()}>反选</Button>
      <Button size="xs" variant="default" onClick={() => reset()}>重置</Button>
      <ConfirmButton />
    </div>
  );
}

const NOTHING_YET = emptyFilterOptions();

function FilterTabs() {
  const [tab, options, tabChanged, toggle] = useUnit([$activeFilterTab, $filterOptions, filterTabChanged, competitionToggled]);
  // The dialog frame and the tab bar paint at once; the hundreds of chips follow in an
  // interruptible render, so opening or switching tabs never blocks the page in one long task.
  const shown = useDeferredValue(options, NOTHING_YET);
  const shownTab = useDeferredValue(tab);
  const ready = shown !== NOTHING_YET;
  return (
    <Tabs value={tab} onChange={tabChanged} keepMounted={false}>
      <Tabs.List>
        {FOOTBALL_FILTER_CATEGORIES.map((category) => (
          <Tabs.Tab key={category} value={category}>{FILTER_TAB_LABELS[category]}</Tabs.Tab>
        ))}
      </Tabs.List>
      {FOOTBALL_FILTER_CATEGORIES.map((category) => (
        <Tabs.Panel key={category} value={category} className={classes.scroller} aria-busy={!ready || shownTab !== tab}>
          {!ready || shownTab !== category ? null : category === "allFootball" ? (
            <GroupedCompetitions groups={shown.groups} onToggle={toggle} />
          ) : (
            <FlatCompetitions competitions={shown.tabs[category]} onToggle={toggle} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function CompetitionFilterDialog() {
  useCompetitionCatalog();
  const [open, total, closed] = useUnit([$competitionFilterOpen, $filterTotal, competitionFilterClosed]);
  return (
    <Modal opened={open} onClose={closed} size="50%" title={`筛选(${total})`}>
      <FilterActions />
      <FilterTabs />
    </Modal>
  );
}
