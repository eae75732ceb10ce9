// The states where there is nothing to fill in: an anchor, certification passed, under review,
// rejected (with the reason and a way to start again).
import type { ReactNode } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { AUDIT_MESSAGES, type CertificationView } from "../lib/certification-view";

function Done({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="green" title={title} data-testid="certification-state">
      {children}
    </Alert>
  );
}

export function AuditResult({ view, onRestart }: { view: Exclude<CertificationView, { kind: "apply" }>; onRestart: () => void }) {
  switch (view.kind) {
    case "anchor":
      return (
        <Done title="您已是认证主播">
          <Text size="sm">主播认证已通过，点击页头的「开播」即可开播。</Text>
        </Done>
      );
    case "passed":
      // The audit passed, but the account is not an anchor yet: opening broadcasting is the back office's next step.
      return (
        <Done title="主播认证已通过">
          <Text size="sm">主播权限开通后即可开播，开通前页头的「开播」仍不可用。</Text>
        </Done>
      );
    case "wait":
      return (
        <Alert color="yellow" title={AUDIT_MESSAGES.wait} data-testid="certification-state">
          <Text size="sm">认证资料已提交，审核结果将在本页显示。</Text>
        </Alert>
      );
    case "reject":
      return (
        <Alert color="red" title={AUDIT_MESSAGES.reject} data-testid="certification-state">
          <Stack gap="sm" align="flex-start">
            {view.cancelReason && <Text size="sm">驳回原因：{view.cancelReason}</Text>}
            <Group>
              <Button size="xs" variant="white" color="red" onClick={onRestart}>
                重新认证
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
  }
}
