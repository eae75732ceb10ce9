import { Button, Group, Modal, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import { SESSION_MENU_MESSAGES } from "../config/menu";
import { $logoutConfirmOpen, logoutCancelled, logoutConfirmed } from "../model/logout";

/** A living anchor confirms that logging out ends the stream. */
export function LogoutConfirm() {
  const [opened, confirm, cancel] = useUnit([$logoutConfirmOpen, logoutConfirmed, logoutCancelled]);
  return (
    <Modal opened={opened} onClose={() => cancel()} title="退出登录" centered size="sm">
      <Text size="sm">{SESSION_MENU_MESSAGES.endsLive}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => cancel()}>
          取消
        </Button>
        <Button color="red" onClick={() => confirm()}>
          确定
        </Button>
      </Group>
    </Modal>
  );
}
