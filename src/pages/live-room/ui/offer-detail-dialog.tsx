// 您无法进入直播间，是否查看赛事详情: the confirm dialog over the page's notice. Its code (Mantine's
// Modal, which brings its scroll area and floating-ui) downloads only when a room answers so, not
// with every room's first view.
import { Button, Group, Modal, Text } from "@mantine/core";

export interface OfferDetailDialogProps {
  opened: boolean;
  message: string;
  onClose: () => void;
  onView: () => void;
}

export function OfferDetailDialog({ opened, message, onClose, onView }: OfferDetailDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="提示" centered radius="md">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" radius="xl" onClick={onClose}>
          取消
        </Button>
        <Button radius="xl" onClick={onView}>
          查看赛事
        </Button>
      </Group>
    </Modal>
  );
}
