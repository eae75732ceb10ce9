// /matchEvents: the score site. Football shows today's live list; basketball arrives with its
// own issue.
import { useEffect } from "react";
import { Alert, Button, Center, Container, Loader, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { footballListLoaded, footballRealtimeQuery } from "@/entities/match";
import { appSocket } from "@/shared/api";
import { FootballLiveList } from "./football-live-list";

function FootballTab() {
  const query = useQuery(footballRealtimeQuery());

  // The socket keeps the football list subscribed while this tab is on screen (spec 1 §4).
  useEffect(() => appSocket.holdList("football"), []);

  useEffect(() => {
    if (query.data) footballListLoaded(query.data);
  }, [query.data]);

  if (query.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label="加载中" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="比赛列表加载失败" my="md">
        <Text size="sm" mb="sm">{query.error.message}</Text>
        <Button size="xs" onClick={() => void query.refetch()}>重试</Button>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">暂无数据</Text>
      </Center>
    );
  }
  return <FootballLiveList />;
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
