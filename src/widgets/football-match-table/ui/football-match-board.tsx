// The football match board of /matchEvents and /football: tabs (全部, 进行中, 赛程, 赛果, 关注),
// the match-type filter, the day bar, settings, a slot for the competition filter, and the grid. Holds
// today's list (and with it the socket's football subscription) while mounted.
import type { ReactNode } from "react";
import { Group, Stack, Tabs } from "@mantine/core";
import { useUnit } from "effector-react";
import { useFootballTodayList, useFootballTopOne } from "@/entities/match";
import { isListTab, LIST_TAB_LABELS, LIST_TABS, type ListTab } from "../config/list-tabs";
import { $activeDate, $listTab, listTabSelected } from "../model/list-view";
import { DateBar } from "./date-bar";
import { DayBody, FollowBody, TodayBody } from "./list-bodies";
import { ListSettingsMenu } from "./list-settings-menu";
import { MatchTypeBar } from "./match-type-bar";

function TabBody({ tab, today }: { tab: ListTab; today: ReturnType<typeof useFootballTodayList> }) {
  const date = useUnit($activeDate);
  switch (tab) {
    case "today":
    case "going":
      return <TodayBody query={today} label={tab === "today" ? "今日足球比赛" : "进行中的足球比赛"} />;
    case "course":
    case "history":
      return date ? <DayBody key={`${tab}:${date}`} kind={tab} date={date} /> : null;
    case "concern":
      return <FollowBody />;
  }
}

export interface FootballMatchBoardProps {
  /** Beside the settings button: the page puts the competition filter's 筛选 here. */
  actions?: ReactNode;
}

export function FootballMatchBoard({ actions }: FootballMatchBoardProps) {
  const today = useFootballTodayList();
  useFootballTopOne();
  const [tab, selected] = useUnit([$listTab, listTabSelected]);
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
          <ListSettingsMenu />
          {actions}
        </Group>
      </Group>
      {LIST_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <Stack gap="xs">
            {value !== "concern" && <MatchTypeBar />}
            {(value === "course" || value === "history") && <DateBar kind={value} />}
            <TabBody tab={value} today={today} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
