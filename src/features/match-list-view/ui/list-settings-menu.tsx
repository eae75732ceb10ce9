// 设置: sort direction and the sport's display filters of userSetting (docs/product-rules.md
// "User settings"), plus league positions and, per sport, card counts (football) or the variant
// columns 上下, 分差, 总分 (basketball). Saved in localStorage by the entity.
import { Checkbox, Popover, SegmentedControl, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { $userSetting, displayFiltersOf, displayFilterToggled, userSettingChanged, type DisplayFilterKey } from "@/entities/user-setting";
import type { Sport } from "@/shared/config";
import type { OnDemandPopoverProps } from "@/shared/ui/on-demand";

const BASKETBALL_VARIANT_LABEL = "显示上下、分差、总分";

const DISPLAY_LABELS: [DisplayFilterKey, string][] = [
  ["all", "全部"],
  ["finished", "已完场"],
  ["going", "进行中"],
  ["notStarted", "未开始"],
];

/** Loaded by ListSettingsOnDemand on the first click of its 设置 button (`target`), and open then. */
export function ListSettingsMenu({ sport, target, opened, onChange }: OnDemandPopoverProps & { sport: Sport }) {
  const [setting, changed, toggled] = useUnit([$userSetting, userSettingChanged, displayFilterToggled]);
  const display = displayFiltersOf(setting, sport);
  return (
    <Popover position="bottom-end" shadow="md" width={220} withinPortal trapFocus returnFocus opened={opened} onChange={onChange}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label="列表设置">
        <Stack gap="sm">
          <div>
            <Text size="xs" c="dark.1" mb={4}>
              排序
            </Text>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-label="排序"
              data={[
                { value: "order", label: "正序" },
                { value: "reverse", label: "倒序" },
              ]}
              value={setting.sortOrder ? "order" : "reverse"}
              onChange={(value) => changed({ sortOrder: value === "order" })}
            />
          </div>
          <div role="group" aria-label="显示">
            <Text size="xs" c="dark.1" mb={4}>
              显示
            </Text>
            <Stack gap={6}>
              {DISPLAY_LABELS.map(([key, label]) => (
                <Checkbox
                  key={key}
                  size="xs"
                  label={label}
                  checked={display[key]}
                  onChange={() => toggled({ sport, key })}
                />
              ))}
            </Stack>
          </div>
          <Stack gap={6}>
            <Checkbox size="xs" label="显示排名" checked={setting.rankingDisplay} onChange={(e) => changed({ rankingDisplay: e.currentTarget.checked })} />
            {sport === "football" ? (
              <Checkbox size="xs" label="显示红黄牌" checked={setting.cardDisplay} onChange={(e) => changed({ cardDisplay: e.currentTarget.checked })} />
            ) : (
              <Checkbox
                size="xs"
                label={BASKETBALL_VARIANT_LABEL}
                checked={setting.basketballVariant}
                onChange={(e) => changed({ basketballVariant: e.currentTarget.checked })}
              />
            )}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
