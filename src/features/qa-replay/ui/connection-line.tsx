// The live connection's state and the state hash of the lists as they are now.
import { Code, Group, Stack, Text } from "@mantine/core";
import { useUnit } from "effector-react";
import type { QaSession } from "../model/qa-session";
import { STATUS_TEXT } from "./format";

export function ConnectionLine({ session }: { session: QaSession }) {
  const [view, replaying, hash] = useUnit([session.$view, session.$replaying, session.$hash]);
  const connection = view?.connection;
  const status = connection ? (STATUS_TEXT[connection.status] ?? connection.status) : "…";
  const attempt = connection?.status === "reconnecting" && connection.reconnectAttempt > 0 ? `（第 ${connection.reconnectAttempt} 次）` : "";
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          实时连接
        </Text>
        <Text size="sm" data-testid="qa-connection">
          {replaying ? "回放中，实时连接已断开" : `${status}${attempt}`}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
          当前状态哈希
        </Text>
        <Code data-testid="qa-state-hash" style={{ wordBreak: "break-all" }}>
          {hash || "…"}
        </Code>
      </Group>
    </Stack>
  );
}
