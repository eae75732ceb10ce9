import { Button, Group, Modal, Stack } from "@mantine/core";
import { useUnit } from "effector-react";
import { FEEDBACK_LABELS } from "../config/feedback-config";
import { $feedbackOpen, feedbackClosed } from "../model/dialogs-open";
import { $feedbackDesc, $feedbackError, $feedbackSubmitting, feedbackDescChanged, feedbackImages, feedbackSubmitted } from "../model/feedback";
import { DescField } from "./desc-field";
import { ImagePicker } from "./image-picker";

export function FeedbackDialog() {
  const [opened, desc, error, submitting, uploading] = useUnit([
    $feedbackOpen,
    $feedbackDesc,
    $feedbackError,
    $feedbackSubmitting,
    feedbackImages.$uploading,
  ]);
  const [closed, descChanged, submitted] = useUnit([feedbackClosed, feedbackDescChanged, feedbackSubmitted]);
  return (
    <Modal opened={opened} onClose={closed} title={FEEDBACK_LABELS.feedbackTitle} centered size="lg" closeButtonProps={{ "aria-label": FEEDBACK_LABELS.close }}>
      <Stack gap="md">
        <DescField
          label={FEEDBACK_LABELS.desc}
          placeholder="请描述您遇到的问题或建议"
          value={desc}
          error={error}
          required
          onChange={descChanged}
        />
        <ImagePicker picker={feedbackImages} />
        <Group justify="flex-end">
          <Button onClick={() => submitted()} loading={submitting} disabled={uploading}>
            {FEEDBACK_LABELS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
