// /matchEvents: the score site. The football tab shows its football board and, while it is the
// active tab, the goal pop-ups (with their settings beside 筛选); the 篮球 tab shows the page's
// basketball board, downloaded the first time the tab opens. The active sport tab is remembered for the browser session under matchEventsTab; the
// header's 比分 clears it, and the page then opens on football's first list tab (全部).
import { lazy, Suspense, useEffect, useState } from "react";
import { Center, Container, Loader, Tabs, Title } from "@mantine/core";
import { GoalPopupSettings, GoalPopupStack } from "@/features/goal-alerts";
import type { ListTab } from "@/features/match-list-view";
import { FootballBoard } from "@/widgets/football-board";
import { readMatchEventsTab, writeMatchEventsTab, type MatchEventsTab } from "../lib/match-events-tab";
import { matchEventsFootballBoard } from "../model/match-events-board";

const BasketballTab = lazy(() => import("./basketball-tab").then((module) => ({ default: module.BasketballTab })));

export function MatchEventsPage() {
  // Nothing remembered (a fresh visit, or 比分 clicked): the default view, football's 全部.
  const [remembered] = useState(readMatchEventsTab);
  const [tab, setTab] = useState<MatchEventsTab>(remembered ?? "football");
  // 全部 applies to the board's first opening on this page only: the football tab remounts its
  // board, and back from 篮球 it keeps the list tab picked since.
  const [startTab, setStartTab] = useState<ListTab | undefined>(remembered === null ? "today" : undefined);
  // The sport tab shown is remembered (after the render: rendering writes nothing).
  useEffect(() => writeMatchEventsTab(tab), [tab]);
  const choose = (value: string | null) => {
    if ((value !== "football" && value !== "basketball") || value === tab) return;
    setTab(value);
    setStartTab(undefined);
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
          <FootballBoard model={matchEventsFootballBoard} startTab={startTab} actions={<GoalPopupSettings />} />
        </Tabs.Panel>
        <Tabs.Panel value="basketball">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label="篮球比分加载中" />
              </Center>
            }
          >
            <BasketballTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      {tab === "football" && <GoalPopupStack />}
    </Container>
  );
}
