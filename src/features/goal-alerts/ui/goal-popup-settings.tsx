// The goal alert settings for the list toolbar: a gear opening two switches, 进球弹窗 (goal
// pop-ups) and 进球声音 (goal sound), kept in the user's userSetting.
import { ActionIcon, Popover, Stack, Switch } from "@mantine/core";
import { useUnit } from "effector-react";
import { $audioTip, $goalTips, audioTipChanged, goalTipsChanged } from "@/entities/user-setting";
import { GearIcon } from "./gear-icon";

export function GoalPopupSettings({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const [goalTips, audioTip, setGoalTips, setAudioTip] = useUnit([$goalTips, $audioTip, goalTipsChanged, audioTipChanged]);
  return (
    <Popover position="bottom-end" shadow="md" withArrow defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="进球提醒设置">
          <GearIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Switch label="进球弹窗" checked={goalTips} onChange={(event) => setGoalTips(event.currentTarget.checked)} />
          <Switch label="进球声音" checked={audioTip} onChange={(event) => setAudioTip(event.currentTarget.checked)} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
