// 设置 as the board's toolbar shows it: the button is there at once; the popover with the sort
// and display settings downloads on the first click and opens then.
import { Button } from "@mantine/core";
import type { Sport } from "@/shared/config";
import { createOnDemandPopover } from "@/shared/ui/on-demand";

const Settings = createOnDemandPopover(() => import("./list-settings-menu").then((module) => module.ListSettingsMenu));

export function ListSettingsOnDemand({ sport }: { sport: Sport }) {
  return (
    <Settings
      sport={sport}
      trigger={
        <Button size="xs" variant="default" aria-haspopup="dialog">
          设置
        </Button>
      }
    />
  );
}
