// Step 1, the face check: init gives a certifyId (and, with the real vendor, the page where the
// user faces the camera); the page polls the result and shows it is waiting, until it passes.
import { useEffect, useState } from "react";
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { faceResultQuery, startFaceCheck, type FaceSession } from "../api/certification-requests";
import { facePhase } from "../lib/face-check";

export function FaceStep({ onNext }: { onNext: () => void }) {
  const [session, setSession] = useState<FaceSession | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const start = useMutation({
    mutationFn: startFaceCheck,
    onSuccess: (next) => {
      setSession(next);
      setStartedAt(Date.now());
      setNow(Date.now());
    },
  });
  const result = useQuery({ ...faceResultQuery(session?.certifyId ?? ""), enabled: session !== null });
  const phase = facePhase({ certifyId: session?.certifyId ?? null, status: result.data?.status, elapsedMs: now - startedAt });
  const checking = phase === "checking" && !result.isError;
  // The waiting time counts up while the check runs (and lets the page notice a timeout).
  useEffect(() => {
    if (!checking) return;
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, [checking]);

  const restart = () => {
    setSession(null);
    start.mutate();
  };
  const failure = start.error?.message ?? (result.isError ? result.error.message : phase === "timedOut" ? "人脸识别超时，请重新开始" : null);

  return (
    <Stack gap="md" data-testid="face-step">
      <Text size="sm" c="dimmed">
        请本人完成人脸识别，以确认身份信息属实。识别过程中请保持在本页面。
      </Text>
      {failure ? (
        <Alert color="red" title="人脸识别未完成">
          <Group justify="space-between">
            <span>{failure}</span>
            <Button size="xs" variant="light" onClick={restart} loading={start.isPending}>
              重试
            </Button>
          </Group>
        </Alert>
      ) : phase === "idle" ? (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            开始人脸识别
          </Button>
        </Group>
      ) : phase === "passed" ? (
        <Stack gap="sm">
          <Alert color="green" title="人脸识别通过" />
          <Group>
            <Button onClick={onNext}>下一步</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          {session?.certifyUrl && (
            <Text size="sm">
              请在
              <Anchor href={session.certifyUrl} target="_blank" rel="noopener noreferrer">
                人脸识别页面
              </Anchor>
              按提示完成识别。
            </Text>
          )}
          <Progress value={100} striped animated aria-label="人脸识别进度" />
          <Text size="sm" c="dimmed" role="status">
            正在等待人脸识别结果…（已等待 {Math.max(0, Math.floor((now - startedAt) / 1000))} 秒）
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
