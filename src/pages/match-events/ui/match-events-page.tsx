// /matchEvents: the score site. The football tab shows its football board and, while it is the
// active tab, the goal pop-ups (with their settings beside 筛选); basketball arrives with its own
// issue. The active sport tab is remembered for the browser session under matchEventsTab; the
// header's 比分 clears it, and the page then opens on football's first list tab (全部).
import { useState } from "react";
import { Center, Container, Tabs, Text, Title } from "@mantine/core";
import { GoalPopupSettings, GoalPopupStack } from "@/features/goal-alerts";
import { useListViewOpened } from "@/features/match-list-view";
import { FootballBoard } from "@/widgets/football-board";
import { readMatchEventsTab, writeMatchEventsTab, type MatchEventsTab } from "../lib/match-events-tab";
import { matchEventsFootballBoard } from "../model/match-events-board";

function FootballTab({ startOnFirstTab }: { startOnFirstTab: boolean }) {
  const ready = useListViewOpened(matchEventsFootballBoard.view, startOnFirstTab ? "today" : undefined);
  return ready ? <FootballBoard model={matchEventsFootballBoard} actions={<GoalPopupSettings />} /> : null;
}

export function MatchEventsPage() {
  // Nothing remembered (a fresh visit, or 比分 clicked): the default view, football's 全部.
  const [remembered] = useState(() => {
    const tab = readMatchEventsTab();
    if (tab === null) writeMatchEventsTab("football");
    return tab;
  });
  const [tab, setTab] = useState<MatchEventsTab>(remembered ?? "football");
  const choose = (value: string | null) => {
    if (value !== "football" && value !== "basketball") return;
    setTab(value);
    writeMatchEventsTab(value);
  };
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">
        比分
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="football">足球</Tabs.Tab>
          <Tabs.Tab value="basketball">篮球</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="football">
          <FootballTab startOnFirstTab={remembered === null} />
        </Tabs.Panel>
        <Tabs.Panel value="basketball">
          <Center py="xl">
            <Text c="dimmed">篮球比分建设中，即将上线</Text>
          </Center>
        </Tabs.Panel>
      </Tabs>
      {tab === "football" && <GoalPopupStack />}
    </Container>
  );
}
