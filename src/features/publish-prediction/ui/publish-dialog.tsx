// The 发布预测 dialog: the form in a Modal. Its code (the form, its selects and the upcoming
// matches it offers) downloads the first time an anchor opens it (publish-prediction-button.tsx).
import { Modal } from "@mantine/core";
import type { Scheme } from "@/entities/prediction";
import { PublishForm } from "./publish-form";

export function PublishDialog({ opened, onClose, onPublished }: { opened: boolean; onClose: () => void; onPublished: (scheme: Scheme) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="发布预测" size="lg">
      {opened && <PublishForm onPublished={onPublished} />}
    </Modal>
  );
}
