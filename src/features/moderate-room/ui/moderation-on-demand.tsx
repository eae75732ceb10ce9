// The moderation menu and 房间管理 as the room's chat mounts them: their code (Mantine's Menu and
// Modal with the popover and focus machinery, the dialog's lists) downloads only for a viewer who
// may moderate, a fan's room page carries none of it. The menu loads with the first message
// row that offers an action; the dialog the first time it opens.
import { createOnDemand } from "@/shared/ui/on-demand";
import { menuActions } from "../lib/moderation-permissions";
import type { ModerationMenuProps } from "./moderation-menu";

const LoadedMenu = createOnDemand(() => import("./moderation-menu").then((module) => module.ModerationMenu));

/** Nothing when the viewer's role allows no action on the target; the menu otherwise. */
export function ModerationMenuOnDemand(props: ModerationMenuProps) {
  const { actorRole, actorId, target, messageId } = props;
  if (menuActions(actorRole, target.role, actorId === target.customId, messageId !== undefined).length === 0) return null;
  return <LoadedMenu {...props} />;
}

export const RoomManageDialogOnDemand = createOnDemand(() => import("./room-manage-dialog").then((module) => module.RoomManageDialog));
