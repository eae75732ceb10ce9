// A preview's reminder button: 预约 / 已预约 (model/preview-remind).
import { Button } from "@mantine/core";
import { useStoreMap, useUnit } from "effector-react";
import { $remindPending, $remindStates, remindToggled } from "../model/preview-remind";

export function RemindButton({ prepareId, listReminded }: { prepareId: number; listReminded: boolean }) {
  const known = useStoreMap({ store: $remindStates, keys: [prepareId], fn: (states, [id]) => states[id] ?? null });
  const pending = useStoreMap({ store: $remindPending, keys: [prepareId], fn: (ids, [id]) => ids.includes(id) });
  const toggled = useUnit(remindToggled);
  const reminded = known ?? listReminded;
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant={reminded ? "default" : "filled"}
      aria-pressed={reminded}
      aria-busy={pending || undefined}
      title={reminded ? "取消开播提醒" : "开播时提醒我"}
      onClick={() => toggled({ prepareId, reminded })}
    >
      {reminded ? "已预约" : "预约"}
    </Button>
  );
}
