// 今日焦点赛事's filter: which statuses the sport's cards show. These are the user's display
// filters of the sport (docs/product-rules.md "User settings"), the same the match lists use.
import { Button, Checkbox, Popover, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { $userSetting, displayFilterToggled, displayFiltersOf, type DisplayFilterKey } from "@/entities/user-setting";
import type { Sport } from "@/shared/config";

const OPTIONS: ReadonlyArray<{ key: DisplayFilterKey; label: string }> = [
  { key: "all", label: "全部" },
  { key: "going", label: "进行中" },
  { key: "notStarted", label: "未开始" },
  { key: "finished", label: "已结束" },
];

export function FocusFilter({ sport }: { sport: Sport }) {
  const [setting, toggled] = useUnit([$userSetting, displayFilterToggled]);
  const filters = displayFiltersOf(setting, sport);
  const hidden = OPTIONS.filter((o) => o.key !== "all" && !filters[o.key]).length;
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button size="xs" variant="default" radius="xl" leftSection={<FilterIcon />} aria-label="筛选比赛状态">
          筛选{hidden > 0 ? ` (${3 - hidden})` : ""}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8}>
          <Text size="xs" c="dimmed">
            显示的比赛
          </Text>
          {OPTIONS.map((option) => (
            <Checkbox
              key={option.key}
              size="xs"
              label={option.label}
              checked={filters[option.key]}
              indeterminate={option.key === "all" && !filters.all && hidden < 3}
              onChange={() => toggled({ sport, key: option.key })}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 5h16l-6 8v5l-4 2v-7L4 5z" />
    </svg>
  );
}
