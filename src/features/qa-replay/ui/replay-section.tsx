// Replay: choose a file (checked whole first; a bad one leaves a message and changes nothing),
// then play it in place of the live socket at 1×, 10× or as fast as possible, pause, step, seek.
import { Alert, Button, Code, FileButton, Group, SegmentedControl, Slider, Stack, Text, Title } from "@mantine/core";
import { useUnit } from "effector-react";
import { useState } from "react";
import type { QaSession } from "../model/qa-session";
import { formatCount } from "@/shared/lib/amount";
import { clockText, spanText } from "./format";

const SPEEDS = [
  { value: "1", label: "1×" },
  { value: "10", label: "10×" },
  { value: "max", label: "最快" },
];
const speedOf = (value: string) => (value === "max" ? Infinity : Number(value));

export function ReplaySection({ session }: { session: QaSession }) {
  const [loaded, error, reading, replaying, progress, finalHash] = useUnit([
    session.$loaded,
    session.$error,
    session.readFileFx.pending,
    session.$replaying,
    session.$progress,
    session.$finalHash,
  ]);
  const [choose, startReplay, leave, command] = useUnit([session.fileChosen, session.replayStarted, session.replayLeft, session.commanded]);
  const [speed, setSpeed] = useState("1");
  const recording = loaded?.recording;
  const duration = recording?.lines.at(-1)?.at ?? 0;
  const busy = !progress || progress.busy;

  return (
    <Stack gap="xs">
      <Title order={4}>回放</Title>
      <Group>
        <FileButton onChange={(file) => file && choose(file)} accept=".jsonl,.ndjson,.json,.txt" disabled={replaying} inputProps={{ "data-testid": "qa-import" } as object}>
          {(props) => (
            <Button size="xs" variant="default" loading={reading} {...props}>
              导入录制文件
            </Button>
          )}
        </FileButton>
        {loaded && !replaying && (
          <Button size="xs" onClick={() => startReplay(speedOf(speed))} data-testid="qa-replay-start">
            开始回放
          </Button>
        )}
        {replaying && (
          <Button size="xs" color="red" variant="light" onClick={() => leave()} data-testid="qa-replay-leave">
            退出回放，恢复实时连接
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" title="无法使用这个文件" data-testid="qa-import-error">
          {error}
        </Alert>
      )}
      {loaded && recording && (
        <Text size="sm" data-testid="qa-file">
          {loaded.name}：{formatCount(recording.lines.length)} 行，时长 {spanText(duration)}
          {recording.startedAt !== null ? `，录制于 ${new Date(recording.startedAt).toLocaleDateString("zh-CN")} ${clockText(recording.startedAt)}` : ""}
          {recording.snapshot ? "，含列表快照" : "，无列表快照（从当前列表开始）"}
        </Text>
      )}
      <SegmentedControl
        size="xs"
        data={SPEEDS}
        value={speed}
        aria-label="回放速度"
        onChange={(value) => {
          setSpeed(value);
          if (replaying) command({ type: "speed", speed: speedOf(value) });
        }}
      />
      {replaying && progress && (
        <>
          <Group gap="xs">
            <Button size="xs" variant="default" disabled={busy} onClick={() => command({ type: progress.playing ? "pause" : "play" })}>
              {progress.playing ? "暂停" : progress.done ? "从头播放" : "播放"}
            </Button>
            <Button size="xs" variant="default" disabled={busy || progress.index >= progress.total} onClick={() => command({ type: "step" })}>
              单步
            </Button>
            <Text size="sm" data-testid="qa-replay-status">
              {spanText(progress.at)} / {spanText(progress.duration)}，第 {formatCount(progress.index)} / {formatCount(progress.total)} 行
              {progress.busy ? "，定位中…" : progress.done ? "，已结束" : progress.playing ? "，播放中" : "，已暂停"}
            </Text>
          </Group>
          <Slider
            aria-label="定位到时间"
            min={0}
            max={Math.max(1, progress.duration)}
            value={progress.at}
            disabled={busy}
            label={spanText}
            onChangeEnd={(at) => command({ type: "seek", at })}
          />
        </>
      )}
      {finalHash && (
        <Stack gap={2}>
          <Text size="sm">
            回放结束时的状态哈希 <Code data-testid="qa-final-hash">{finalHash}</Code>
          </Text>
          {recording?.stateHash && (
            <Text size="sm" c={finalHash === recording.stateHash ? "teal" : "red"} data-testid="qa-hash-match">
              {finalHash === recording.stateHash ? "与文件中的状态哈希一致" : `与文件中的状态哈希不一致（文件：${recording.stateHash}）`}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
