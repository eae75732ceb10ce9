// The moderation menu on a chat message or an audience row: only the actions the moderator's role
// allows on that person (lib/moderation-permissions). Kicking asks first: a kicked user cannot
// come back into the room.
import { useState } from "react";
import { ActionIcon, Button, Group, Menu, Modal, Text } from "@mantine/core";
import { MODERATION_TEXTS as T } from "../config/moderation-texts";
import { kickCustomer, muteCustomer, removeChatMessage, setLivingAdmin } from "../api/moderation-requests";
import { menuActions, type RoomRole } from "../lib/moderation-permissions";
import { useModeration } from "../model/use-moderation";

export interface ModerationTarget {
  customId: number;
  nickname: string;
  role: RoomRole;
  muted: boolean;
}

export interface ModerationMenuProps {
  roomId: number;
  actorRole: RoomRole;
  actorId: number | null;
  target: ModerationTarget;
  /** The message the menu sits on (offers 删除消息); none on an audience row. */
  messageId?: string;
}

function DotsIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

export function ModerationMenu({ roomId, actorRole, actorId, target, messageId }: ModerationMenuProps) {
  const { busy, run } = useModeration();
  const [confirmKick, setConfirmKick] = useState(false);
  const actions = menuActions(actorRole, target.role, actorId === target.customId, messageId !== undefined);
  if (actions.length === 0) return null;
  const isAdmin = target.role === "admin";
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${T.actions}：${target.nickname}`} loading={busy}>
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.includes("mute") && (
            <Menu.Item onClick={() => void run(() => muteCustomer(roomId, target.customId, !target.muted), target.muted ? T.unmuted : T.muted)}>
              {target.muted ? T.unmute : T.mute}
            </Menu.Item>
          )}
          {actions.includes("setAdmin") && (
            <Menu.Item onClick={() => void run(() => setLivingAdmin(roomId, target.customId, !isAdmin), isAdmin ? T.adminUnset : T.adminSet)}>
              {isAdmin ? T.unsetAdmin : T.setAdmin}
            </Menu.Item>
          )}
          {messageId !== undefined && actions.includes("removeMessage") && (
            <Menu.Item onClick={() => void run(() => removeChatMessage(roomId, messageId), T.removed)}>{T.removeMessage}</Menu.Item>
          )}
          {actions.includes("kick") && (
            <Menu.Item color="red" onClick={() => setConfirmKick(true)}>
              {T.kick}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirmKick} onClose={() => setConfirmKick(false)} title={T.kick} centered size="sm">
        <Text size="sm">{T.confirmKick(target.nickname)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmKick(false)}>
            {T.cancel}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void run(() => kickCustomer(roomId, target.customId), T.kicked).then(() => setConfirmKick(false))}
          >
            {T.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
