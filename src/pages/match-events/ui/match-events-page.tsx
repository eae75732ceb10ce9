// /matchEvents: the score site. The football tab shows the match board and, while it is the
// active tab, the goal pop-ups; basketball arrives with its own issue. The active sport tab is
// remembered for the browser session under matchEventsTab; the header's 比分 clears it, and the
// page then opens on football's first list tab (全部).
import { useEffect, useState } from "react";
import { Center, Container, Tabs, Text, Title } from "@mantine/core";
import { useUnit } from "effector-react";
import { CompetitionFilterButton } from "@/features/filter-competitions";
import { FootballMatchBoard, GoalPopupStack, listTabSelected } from "@/widgets/football-match-table";
import { readMatchEventsTab, writeMatchEventsTab, type MatchEventsTab } from "../lib/match-events-tab";

export function MatchEventsPage() {
  const selectList = useUnit(listTabSelected);
  const [remembered] = useState(readMatchEventsTab);
  const [tab, setTab] = useState<MatchEventsTab>(remembered ?? "football");
  // Nothing remembered (a fresh visit, or 比分 clicked): the default view, football's 全部.
  const [ready, setReady] = useState(remembered !== null);
  useEffect(() => {
    if (remembered !== null) return;
    selectList("today");
    writeMatchEventsTab("football");
    setReady(true);
  }, [remembered, selectList]);
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
        <Tabs.Panel value="football">{ready && <FootballMatchBoard actions={<CompetitionFilterButton />} />}</Tabs.Panel>
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
