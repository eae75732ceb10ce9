// 设置 as the board's toolbar shows it: the button is there at once; the popover with the sort
// and display settings downloads on the first click and opens then.
import { useState } from "react";
import { Button } from "@mantine/core";
import type { Sport } from "@/shared/config";
import { createOnDemand } from "@/shared/ui/on-demand";

const Settings = createOnDemand(() => import("./list-settings-menu").then((module) => module.ListSettingsMenu));

export function ListSettingsOnDemand({ sport }: { sport: Sport }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button size="xs" variant="default" aria-haspopup="dialog" onClick={() => setWanted(true)}>
      设置
    </Button>
  );
  return <Settings wanted={wanted} fallback={button} sport={sport} defaultOpened />;
}
