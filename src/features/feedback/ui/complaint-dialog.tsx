import { Button, Chip, Group, Input, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { reportReasonsQuery } from "../api/report-reasons-request";
import { FEEDBACK_LABELS } from "../config/feedback-config";
import {
  $complaintAccount,
  $complaintDesc,
  $complaintError,
  $complaintReasons,
  $complaintSubmitting,
  complaintAccountChanged,
  complaintDescChanged,
  complaintImages,
  complaintReasonsChanged,
  complaintSubmitted,
} from "../model/complaint";
import { $complaintCustomerId, $complaintOpen, complaintClosed } from "../model/dialogs-open";
import { DescField } from "./desc-field";
import { ImagePicker } from "./image-picker";

function ReasonChips() {
  const reasons = useQuery(reportReasonsQuery());
  const [selected, error, changed] = useUnit([$complaintReasons, $complaintError, complaintReasonsChanged]);
  const message = error?.field === "reasons" ? error.message : null;
  return (
    <Input.Wrapper label={FEEDBACK_LABELS.reasons} withAsterisk error={message}>
      {reasons.isPending ? (
        <Loader size="sm" aria-label="加载中" />
      ) : reasons.isError ? (
        <Text size="sm" c="red">投诉理由加载失败</Text>
      ) : (
        <Group gap="xs" mt={4} mb={message ? 4 : 0} role="group" aria-label={FEEDBACK_LABELS.reasons}>
          <Chip.Group multiple value={selected.map(String)} onChange={(values) => changed(values.map(Number))}>
            {reasons.data.map((reason) => (
              <Chip key={reason.id} value={String(reason.id)} size="sm">
                {reason.label}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      )}
    </Input.Wrapper>
  );
}

export function ComplaintDialog() {
  const [opened, customerId, account, desc, error, submitting, uploading] = useUnit([
    $complaintOpen,
    $complaintCustomerId,
    $complaintAccount,
    $complaintDesc,
    $complaintError,
    $complaintSubmitting,
    complaintImages.$uploading,
  ]);
  const [closed, accountChanged, descChanged, submitted] = useUnit([
    complaintClosed,
    complaintAccountChanged,
    complaintDescChanged,
    complaintSubmitted,
  ]);
  return (
    <Modal opened={opened} onClose={closed} title={FEEDBACK_LABELS.complaintTitle} centered size="lg" closeButtonProps={{ "aria-label": FEEDBACK_LABELS.close }}>
      <Stack gap="md">
        {customerId === null ? (
          <TextInput
            label={FEEDBACK_LABELS.account}
            placeholder="请输入被投诉账号ID"
            withAsterisk
            inputMode="numeric"
            value={account}
            error={error?.field === "account" ? error.message : null}
            onChange={(event) => accountChanged(event.currentTarget.value)}
          />
        ) : (
          <Text size="sm">
            {FEEDBACK_LABELS.account}：{customerId}
          </Text>
        )}
        {opened && <ReasonChips />}
        <DescField
          label={FEEDBACK_LABELS.complaintDesc}
          placeholder="请描述投诉内容（选填）"
          value={desc}
          error={null}
          onChange={descChanged}
        />
        <ImagePicker picker={complaintImages} />
        <Group justify="flex-end">
          <Button onClick={() => submitted()} loading={submitting} disabled={uploading}>
            {FEEDBACK_LABELS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
