// Recording: on and off, the ring's size (a setting of this browser), recording from start-up,
// and the export.
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, Title } from "@mantine/core";
import { useUnit } from "effector-react";
import { useState } from "react";
import { clampCapacity, MAX_CAPACITY, MIN_CAPACITY, readQaSettings, writeQaSettings } from "../config/qa-settings";
import type { QaSession } from "../model/qa-session";
import { formatCount } from "@/shared/lib/amount";

export function RecordingSection({ session }: { session: QaSession }) {
  const [recorder, view, replaying, lastExport, exportError, exporting] = useUnit([
    session.$recorder,
    session.$view,
    session.$replaying,
    session.$lastExport,
    session.$exportError,
    session.exportFx.pending,
  ]);
  const [start, stop, exportNow] = useUnit([session.recordingStarted, session.recordingStopped, session.exportRequested]);
  const [settings, setSettings] = useState(readQaSettings);
  const [draft, setDraft] = useState<string | number>(settings.capacity);
  const save = (next: typeof settings) => {
    setSettings(next);
    writeQaSettings(next);
  };
  return (
    <Stack gap="xs">
      <Title order={4}>录制</Title>
      <Switch label="录制入站帧" checked={recorder !== null} onChange={(e) => (e.currentTarget.checked ? start(settings.capacity) : stop())} />
      <Switch
        label="打开页面即录制（保存在本浏览器）"
        checked={settings.recordOnStart}
        onChange={(e) => save({ ...settings, recordOnStart: e.currentTarget.checked })}
      />
      <NumberInput
        label="缓冲容量（行）"
        description={`${formatCount(MIN_CAPACITY)}–${formatCount(MAX_CAPACITY)}；更改后重新开始录制`}
        min={MIN_CAPACITY}
        max={MAX_CAPACITY}
        step={10_000}
        thousandSeparator=","
        value={draft}
        onChange={setDraft}
        onBlur={() => {
          const capacity = clampCapacity(Number(draft));
          setDraft(capacity);
          if (capacity === settings.capacity) return;
          save({ ...settings, capacity });
          if (recorder) start(capacity);
        }}
      />
      {recorder && view && !replaying && (
        <Text size="sm" c="dimmed" data-testid="qa-recorded">
          已保留 {formatCount(view.kept)} / {formatCount(recorder.capacity)} 行，共收到 {formatCount(view.received)} 帧
        </Text>
      )}
      <Group>
        <Button size="xs" onClick={() => exportNow()} disabled={!recorder || replaying} loading={exporting} data-testid="qa-export">
          导出录制
        </Button>
      </Group>
      {lastExport && (
        <Text size="sm" data-testid="qa-exported">
          已导出 {formatCount(lastExport.lines)} 行
          {lastExport.skipped > 0 ? `（另有 ${formatCount(lastExport.skipped)} 个无法解码的帧未写入）` : ""}，状态哈希 {lastExport.stateHash.slice(0, 16)}…
        </Text>
      )}
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
    </Stack>
  );
}
