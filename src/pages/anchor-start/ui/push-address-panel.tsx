// 推流设置: the push address and key a streaming tool (OBS) is given, each copyable; the key is
// hidden until shown and can be refreshed (the old key stops working).
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { copyText } from "@/shared/lib/clipboard";
import { showToast } from "@/shared/lib/notify";
import { ListFallback } from "@/shared/ui/list-fallback";
import { pushAddressQuery, refreshPushKey } from "../api/broadcast-requests";
import classes from "./anchor-start.module.css";

const HIDDEN_KEY = "••••••••••••••••";

export function PushAddressPanel({ userId }: { userId: number }) {
  const address = useQuery(pushAddressQuery(userId));
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    const result = await refreshPushKey();
    setRefreshing(false);
    if (!result.ok) return;
    setConfirming(false);
    queryClient.setQueryData(pushAddressQuery(userId).queryKey, result.data);
    showToast("success", result.msg || "推流码已刷新");
  };

  let body = null;
  if (address.data) {
    body = (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed">
              推流地址
            </Text>
            <Text className={classes.key} data-testid="push-url">
              {address.data.pushUrl}
            </Text>
          </div>
          <Button size="xs" variant="light" onClick={() => void copyText(address.data.pushUrl)}>
            复制
          </Button>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed">
              推流码
            </Text>
            <Text className={classes.key} data-testid="stream-key">
              {shown ? address.data.streamKey : HIDDEN_KEY}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="subtle" onClick={() => setShown((s) => !s)}>
              {shown ? "隐藏" : "显示"}
            </Button>
            <Button size="xs" variant="light" onClick={() => void copyText(address.data.streamKey)}>
              复制
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
              刷新
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          请勿将推流码告诉他人；泄露后请立即刷新。
        </Text>
      </Stack>
    );
  }

  return (
    <section className={classes.panel} aria-label="推流设置">
      <h2 className={classes.panelTitle}>推流设置</h2>
      <ListFallback query={address} ready={address.isSuccess} errorTitle="推流信息加载失败">
        {body}
      </ListFallback>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="刷新推流码？">
        <Text size="sm">刷新后旧的推流码将失效，需要在推流软件中填入新的推流码。</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            取消
          </Button>
          <Button onClick={() => void refresh()} loading={refreshing}>
            确认刷新
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
