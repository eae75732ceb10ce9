import { Group, Progress, Stack, Text } from "@mantine/core";
import { levelProgress, nextLevelOf, type LevelTable } from "@/entities/session";

interface LevelBlockProps {
  title: string;
  level: number;
  exp: number;
  /** The role's level table; until it loads only the level shows. */
  table: LevelTable | undefined;
  levelTxt?: string;
}

/** Level, next level and progress (docs/product-rules.md "Roles and the user menu", "Numbers"). */
export function LevelBlock({ title, level, exp, table, levelTxt }: LevelBlockProps) {
  const next = table ? nextLevelOf(level, table.levelList) : null;
  const need = table?.levelExpList[level - 1];
  const percent = table ? levelProgress(exp, level, table.levelExpList) : null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {title} Lv.{level}
          {levelTxt ? ` ${levelTxt}` : ""}
        </Text>
        {next && (
          <Text size="xs" c="dimmed">
            下一级 Lv.{next.level}
          </Text>
        )}
      </Group>
      {percent !== null && (
        <>
          <Progress value={percent} size="sm" aria-label={`${title}进度`} />
          <Text size="xs" c="dimmed">
            {need ? `${exp}/${need} · ` : ""}
            {percent}%
          </Text>
        </>
      )}
    </Stack>
  );
}
