// The newest frames, filtered by code and match id; a frame clicked shows decoded by the wire
// schema as JSON (browser devtools show socket frames only as bytes).
import { Code, Group, ScrollArea, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { useUnit } from "effector-react";
import { useState } from "react";
import { codeLabel } from "../lib/code-labels";
import { frameJson } from "../lib/frame-stats";
import type { FrameLine } from "../lib/recording-types";
import { INSPECTED_FRAMES } from "../model/inspector-model";
import type { QaSession } from "../model/qa-session";
import { clockText, spanText } from "./format";

const idOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function FrameInspector({ session }: { session: QaSession }) {
  const [view, filter, replaying] = useUnit([session.$view, session.$filter, session.$replaying]);
  const changeFilter = useUnit(session.filterChanged);
  const [selected, setSelected] = useState<FrameLine | null>(null);
  const [codeText, setCodeText] = useState("");
  const [matchText, setMatchText] = useState("");
  const frames = view?.frames ?? [];
  const timeOf = (line: FrameLine) => (replaying ? spanText(line.at) : clockText(line.at));

  return (
    <Stack gap="xs">
      <Title order={4}>最近的帧（最多 {INSPECTED_FRAMES} 个）</Title>
      <Group grow>
        <TextInput
          size="xs"
          label="代码"
          placeholder="全部"
          value={codeText}
          error={codeText.trim() && idOrNull(codeText) === null ? "应为数字" : undefined}
          onChange={(e) => {
            setCodeText(e.currentTarget.value);
            changeFilter({ ...filter, code: idOrNull(e.currentTarget.value) });
          }}
        />
        <TextInput
          size="xs"
          label="比赛 ID"
          placeholder="全部"
          value={matchText}
          error={matchText.trim() && idOrNull(matchText) === null ? "应为数字" : undefined}
          onChange={(e) => {
            setMatchText(e.currentTarget.value);
            changeFilter({ ...filter, matchId: idOrNull(e.currentTarget.value) });
          }}
        />
      </Group>
      <ScrollArea h={240} type="auto">
        {frames.length === 0 && (
          <Text size="sm" c="dimmed">
            没有符合条件的帧
          </Text>
        )}
        {frames.map((line, i) => (
          <UnstyledButton
            key={`${line.at}:${i}`}
            display="block"
            w="100%"
            px={4}
            bg={line === selected ? "var(--mantine-color-default-hover)" : undefined}
            onClick={() => setSelected(line)}
            aria-pressed={line === selected}
          >
            <Text size="xs" ff="monospace">
              {timeOf(line)} · {line.code} {codeLabel(line.code)} · 比赛 {line.matchId || "—"} · {line.bytes.length} 字节
            </Text>
          </UnstyledButton>
        ))}
      </ScrollArea>
      {selected && (
        <Code block data-testid="qa-frame-json">
          {frameJson(selected.bytes)}
        </Code>
      )}
    </Stack>
  );
}
