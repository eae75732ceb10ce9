// /matchEvents: the score site. Football shows today's live list; basketball arrives with its
// own issue.
import { Center, Container, Tabs, Text, Title } from "@mantine/core";
import { useFootballTodayList } from "@/entities/match";
import { FootballLiveList, MatchListFallback } from "@/widgets/football-live-list";

function FootballTab() {
  const query = useFootballTodayList();
  return (
    <MatchListFallback query={query}>
      <FootballLiveList />
    </MatchListFallback>
  );
}

export function MatchEventsPage() {
  return (
    <Container size="xl" py="md">
      <Title order={2} mb="sm">比分</Title>
      <Tabs defaultValue="football" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="football">足球</Tabs.Tab>
          <Tabs.Tab value="basketball">篮球</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="football">
          <FootballTab />
        </Tabs.Panel>
        <Tabs.Panel value="basketball">
          <Center py="xl">
            <Text c="dimmed">篮球比分建设中，即将上线</Text>
          </Center>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
