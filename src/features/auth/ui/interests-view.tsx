import { Button, Chip, Group, Stack, Tabs, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import type { Interest, InterestGroup } from "../api/auth-requests";
import { MAX_INTERESTS } from "../config/auth-constants";
import { interestKey } from "../lib/interest-choices";
import { $chosenKeys, $interestGroups, interestsSubmitted, interestToggled } from "../model/interests";

const SPORT_TABS = [
  { sportType: 1, label: "足球" },
  { sportType: 2, label: "篮球" },
  { sportType: 3, label: "游戏" },
] as const;

function ChipList({ title, items }: { title: string; items: readonly Interest[] }) {
  const [chosen, toggle] = useUnit([$chosenKeys, interestToggled]);
  if (items.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Group gap={8}>
        {items.map((item) => (
          <Chip key={interestKey(item)} size="sm" checked={chosen.has(interestKey(item))} onChange={() => toggle(item)}>
            {item.shortName}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}

function SportPanel({ group }: { group: InterestGroup | undefined }) {
  if (!group) return <Text c="dimmed">暂无数据</Text>;
  return (
    <Stack gap="md">
      <ChipList title="赛事" items={group.competitionVOS} />
      <ChipList title="球队" items={group.teamVOS} />
    </Stack>
  );
}

/** View 4: 选择喜好, up to 10 competitions and teams across 足球, 篮球, 游戏. */
export function InterestsView() {
  const [groups, chosen, submit] = useUnit([$interestGroups, $chosenKeys, interestsSubmitted]);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        选择你感兴趣的赛事和球队（已选 {chosen.size}/{MAX_INTERESTS}）
      </Text>
      <Tabs defaultValue="1" keepMounted={false}>
        <Tabs.List mb="md">
          {SPORT_TABS.map((tab) => (
            <Tabs.Tab key={tab.sportType} value={String(tab.sportType)}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SPORT_TABS.map((tab) => (
          <Tabs.Panel key={tab.sportType} value={String(tab.sportType)}>
            <SportPanel group={groups.find((group) => group.sportType === tab.sportType)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Button fullWidth onClick={() => submit()}>
        完成
      </Button>
    </Stack>
  );
}
