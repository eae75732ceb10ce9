// The goal alert settings for the list toolbar: a gear opening two switches, 进球弹窗 (goal
// pop-ups) and 进球声音 (goal sound), kept in the user's userSetting.
import { ActionIcon, Popover, Stack, Switch } from "@mantine/core";
import { useUnit } from "effector-react";
import { $audioTip, $goalTips, audioTipChanged, goalTipsChanged } from "@/entities/user-setting";

function GearIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

export function GoalPopupSettings() {
  const [goalTips, audioTip, setGoalTips, setAudioTip] = useUnit([$goalTips, $audioTip, goalTipsChanged, audioTipChanged]);
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
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
