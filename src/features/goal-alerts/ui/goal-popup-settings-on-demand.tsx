// The goal alert settings as a board's toolbar shows them: the gear is there at once; the
// popover with its switches downloads on the first click and opens then.
import { useState } from "react";
import { ActionIcon } from "@mantine/core";
import { createOnDemand } from "@/shared/ui/on-demand";
import { GearIcon } from "./gear-icon";

const Settings = createOnDemand(() => import("./goal-popup-settings").then((module) => module.GoalPopupSettings));

export function GoalPopupSettingsOnDemand() {
  const [wanted, setWanted] = useState(false);
  const gear = (
    <ActionIcon variant="subtle" color="gray" aria-label="进球提醒设置" onClick={() => setWanted(true)}>
      <GearIcon />
    </ActionIcon>
  );
  return <Settings wanted={wanted} fallback={gear} defaultOpened />;
}
