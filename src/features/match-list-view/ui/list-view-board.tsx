// A sport board's frame: tabs (全部, 进行中, 赛程, 赛果, 关注), the match-type filter, the day bar,
// settings and the board's own actions, and each tab's body with the sport's grid. Holds today's
// list (and with it the socket's list subscription) and the top-tier competitions while mounted.
import type { ReactNode } from "react";
import { Group, Stack, Tabs } from "@mantine/core";
import { useUnit } from "effector-react";
import { useTopOneCompetitions } from "@/entities/competition";
import { useTodayList, type DayKind, type SectionKey } from "@/entities/match";
import { isListTab, LIST_TAB_LABELS, LIST_TABS, type ListTab } from "../config/list-tabs";
import type { AnyListView, ListView } from "../model/create-list-view";
import { DateBar } from "./date-bar";
import { DayBody, FollowBody, TodayBody, type RenderListGrid } from "./list-bodies";
import { ListSettingsOnDemand } from "./list-settings-on-demand";
import { MatchTypeBar, type MatchTypeOption } from "./match-type-bar";

export interface BoardLabels {
  today: string;
  going: string;
  concern: string;
  day: (kind: DayKind, date: string) => string;
}

export interface ListViewBoardProps<T extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the filter tabs are the board's business
  view: ListView<T, any>;
  matchTypeOptions: readonly MatchTypeOption<T>[];
  /** Status sections' headings, in the summary and the grid. */
  sectionTitle: (section: SectionKey) => string;
  labels: BoardLabels;
  renderGrid: RenderListGrid;
  /** Beside the settings button (the competition filter's 筛选, alert settings). */
  actions?: ReactNode;
}

function TabBody<T extends string>({ tab, today, ...props }: ListViewBoardProps<T> & { tab: ListTab; today: ReturnType<typeof useTodayList> }) {
  const date = useUnit(props.view.$date);
  const common = { view: props.view as AnyListView, renderGrid: props.renderGrid, sectionTitle: props.sectionTitle };
  switch (tab) {
    case "today":
    case "going":
      return <TodayBody {...common} query={today} label={tab === "today" ? props.labels.today : props.labels.going} />;
    case "course":
    case "history":
      return date ? <DayBody key={`${tab}:${date}`} {...common} kind={tab} date={date} label={props.labels.day(tab, date)} /> : null;
    case "concern":
      return <FollowBody {...common} label={props.labels.concern} />;
  }
}

export function ListViewBoard<T extends string>(props: ListViewBoardProps<T>) {
  const { view, matchTypeOptions, actions } = props;
  const today = useTodayList(view.lists);
  useTopOneCompetitions(view.lists.sport);
  const [tab, selected] = useUnit([view.$tab, view.tabSelected]);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isListTab(value)) selected(value);
      }}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
        <Tabs.List>
          {LIST_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {LIST_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Group gap="xs">
          <ListSettingsOnDemand sport={view.lists.sport} />
          {actions}
        </Group>
      </Group>
      {LIST_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <Stack gap="xs">
            {value !== "concern" && <MatchTypeBar view={view} options={matchTypeOptions} />}
            {(value === "course" || value === "history") && <DateBar view={view} kind={value} />}
            <TabBody {...props} tab={value} today={today} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
