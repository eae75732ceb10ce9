// /anchorCertification (docs/product-rules.md "Anchor certification"): the audit state decides
// what shows — an anchor or a passed audit is done, `wait` and `reject` say so, otherwise (or
// after 重新认证) the steps. The route needs login, so a user is there once the session loads.
import { useState } from "react";
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { auditStateQuery } from "../api/certification-requests";
import { certificationView } from "../lib/certification-view";
import { AuditResult } from "./audit-result";
import { CertificationSteps } from "./certification-steps";
import classes from "./anchor-certification.module.css";

function CertificationBody({ userId, isAnchor }: { userId: number; isAnchor: boolean }) {
  const queryClient = useQueryClient();
  const audit = useQuery({ ...auditStateQuery(userId), enabled: !isAnchor });
  const [restarted, setRestarted] = useState(false);
  if (isAnchor) return <AuditResult view={{ kind: "anchor" }} onRestart={() => undefined} />;
  if (audit.isPending) {
    return (
      <Center py={48}>
        <Loader aria-label="认证状态加载中" />
      </Center>
    );
  }
  if (audit.isError) {
    return (
      <Alert color="red" title="认证状态加载失败">
        <Group justify="space-between">
          <span>{audit.error.message}</span>
          <Button size="xs" variant="light" onClick={() => void audit.refetch()} loading={audit.isFetching}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  }
  const view = certificationView(false, audit.data);
  if (view.kind !== "apply" && !(view.kind === "reject" && restarted)) return <AuditResult view={view} onRestart={() => setRestarted(true)} />;
  return (
    <CertificationSteps
      onSubmitted={async () => {
        // The new state first, so a rejection being replaced does not flash back.
        await queryClient.invalidateQueries({ queryKey: auditStateQuery(userId).queryKey });
        setRestarted(false);
      }}
    />
  );
}

export function AnchorCertificationPage() {
  const user = useUnit($userInfo);
  return (
    <Container size="md" className={classes.page}>
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            主播认证
          </Title>
          <Text size="sm" c="dimmed">
            完成人脸识别、主播邀请码和身份信息三步，提交后由后台审核。
          </Text>
        </div>
        <Paper className={classes.panel} withBorder radius="lg">
          {user ? (
            <CertificationBody userId={user.id} isAnchor={user.isAnchor === 1} />
          ) : (
            <Center py={48}>
              <Loader aria-label="认证状态加载中" />
            </Center>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
