// The goal alert settings for the list toolbar: a gear (`target`) opening two switches, 进球弹窗
// (goal pop-ups) and 进球声音 (goal sound), kept in the user's userSetting. Loaded by
// GoalPopupSettingsOnDemand on the first click of the gear, and open then.
import { Popover, Stack, Switch } from "@mantine/core";
import { useUnit } from "effector-react";
import { $audioTip, $goalTips, audioTipChanged, goalTipsChanged } from "@/entities/user-setting";
import type { OnDemandPopoverProps } from "@/shared/ui/on-demand";

export function GoalPopupSettings({ target, opened, onChange }: OnDemandPopoverProps) {
  const [goalTips, audioTip, setGoalTips, setAudioTip] = useUnit([$goalTips, $audioTip, goalTipsChanged, audioTipChanged]);
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus returnFocus opened={opened} onChange={onChange}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Switch label="进球弹窗" checked={goalTips} onChange={(event) => setGoalTips(event.currentTarget.checked)} />
          <Switch label="进球声音" checked={audioTip} onChange={(event) => setAudioTip(event.currentTarget.checked)} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
