// 今日焦点赛事's filter popover: which statuses the sport's cards show. These are the user's display
// filters of the sport (docs/product-rules.md "User settings"), the same the match lists use.
// Loaded by FocusFilter on the first click of its 筛选 button (`target`), and open then.
import { Checkbox, Popover, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { $userSetting, displayFilterToggled, displayFiltersOf, type DisplayFilterKey } from "@/entities/user-setting";
import type { Sport } from "@/shared/config";
import type { OnDemandPopoverProps } from "@/shared/ui/on-demand";

const OPTIONS: ReadonlyArray<{ key: DisplayFilterKey; label: string }> = [
  { key: "all", label: "全部" },
  { key: "going", label: "进行中" },
  { key: "notStarted", label: "未开始" },
  { key: "finished", label: "已结束" },
];

export function FocusFilterPopover({ sport, target, opened, onChange }: OnDemandPopoverProps & { sport: Sport }) {
  const [setting, toggled] = useUnit([$userSetting, displayFilterToggled]);
  const filters = displayFiltersOf(setting, sport);
  const hidden = OPTIONS.filter((o) => o.key !== "all" && !filters[o.key]).length;
  return (
    <Popover position="bottom-end" shadow="md" withArrow opened={opened} onChange={onChange}>
      <Popover.Target>{target}</Popover.Target>
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
